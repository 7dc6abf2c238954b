import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, createPost, createUser, uniqueEmail } from "../../helpers/factories";
import { type Agent, useTestApp } from "../../helpers/test-app";

// What text people may send: no control characters (PostgreSQL cannot even store NUL), line
// breaks and tabs in long text only, and names that can be seen and do not turn other text
// around. Each refusal is a 400 naming the field, and changes nothing.
const t = useTestApp();

const CONTROLS = ["\u0000", "\u0007", "\u000B", "\u001B", "\u007F", "\u0085", "\u009F"].map((c) => [
  `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`,
  c,
]);

async function expectRefused(send: () => Promise<{ statusCode: number; json(): unknown }>, message: string) {
  const before = await databaseDigest(t().db);
  const res = await send();
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json()).toEqual({ message });
  expect(await databaseDigest(t().db)).toBe(before);
}

const register = (agent: Agent, change: Record<string, unknown>) =>
  agent.post("/api/auth/register", { email: uniqueEmail(), password: "correct horse", firstName: "Ruth", lastName: "Moab", ...change });

const profile = (user: SignedInUser, change: Record<string, unknown>) =>
  user.agent.put("/api/users/profile", { firstName: "Ruth", lastName: "Moab", ...change });

describe("control characters", () => {
  it.each(CONTROLS)("%s is refused in every one-line field", async (_name, c) => {
    const ruth = await createUser(t());
    await expectRefused(() => register(t().agent(), { firstName: `Ru${c}th` }), "First name must not contain control characters");
    await expectRefused(() => register(t().agent(), { lastName: `Mo${c}ab` }), "Last name must not contain control characters");
    await expectRefused(() => register(t().agent(), { email: `ru${c}th@example.org` }), "Email must not contain control characters");
    await expectRefused(
      () =>
        t()
          .agent()
          .post("/api/auth/login", { email: `ru${c}th@example.org`, password: "correct horse" }),
      "Email must not contain control characters",
    );
    await expectRefused(() => profile(ruth, { firstName: `Ru${c}th` }), "First name must not contain control characters");
    await expectRefused(() => profile(ruth, { churchAffiliation: `Grace${c}Chapel` }), "Church affiliation must not contain control characters");
    await expectRefused(() => profile(ruth, { location: `Moab${c}x` }), "Location must not contain control characters");
    await expectRefused(() => ruth.agent.post("/api/groups", { name: `Prayer${c}Warriors` }), "Group name must not contain control characters");
    await expectRefused(
      () => ruth.agent.get(`/api/groups/search?q=${encodeURIComponent(`pr${c}ay`)}`),
      "Search text must not contain control characters",
    );
  });

  it.each(CONTROLS)("%s is refused in every long text", async (_name, c) => {
    const ruth = await createUser(t());
    const post = await createPost(ruth);
    const group = (await ruth.agent.post("/api/groups", { name: "Prayer Warriors" })).json();
    await expectRefused(
      () => ruth.agent.post("/api/posts", { content: `Pray${c} for us`, type: "prayer" }),
      "Post content must not contain control characters",
    );
    await expectRefused(
      () => ruth.agent.post(`/api/groups/${group.id}/posts`, { content: `Pray${c} for us` }),
      "Post content must not contain control characters",
    );
    await expectRefused(
      () => ruth.agent.post(`/api/posts/${post.id}/comments`, { content: `Am${c}en` }),
      "Comment must not contain control characters",
    );
    await expectRefused(() => profile(ruth, { aboutMe: `Loves${c} hymns` }), "About me must not contain control characters");
    await expectRefused(
      () => ruth.agent.post("/api/groups", { name: "Choir", description: `We${c} sing` }),
      "Description must not contain control characters",
    );
    await expectRefused(
      () => ruth.agent.put(`/api/groups/${group.id}`, { description: `We${c} sing` }),
      "Description must not contain control characters",
    );
  });

  it("a NUL in a link or an upload URL is refused too", async () => {
    const ruth = await createUser(t());
    await expectRefused(
      () => ruth.agent.put("/api/profile-images", { profileImageURL: "/api/objects/uploads/AAAAAAAAAAAAAAAAAAAAAAAA?x=\u0000" }),
      "profileImageURL must not contain control characters",
    );
    await expectRefused(
      () =>
        ruth.agent.post("/api/posts", { content: "Photo", type: "image", imageUrl: "/api/objects/uploads/AAAAAAAAAAAAAAAAAAAAAAAA?x=\u0000" }),
      "Image URL must not contain control characters",
    );
    await expectRefused(
      () => ruth.agent.post("/api/posts", { content: "Watch", type: "video", videoUrl: "https://videos.example.org/psalm.mp4?x=\u0000" }),
      "Video URL must not contain control characters",
    );
  });

  it("long text keeps its line breaks and tabs; surrounding blanks are trimmed from one-line fields", async () => {
    const ruth = await createUser(t());
    const content = "Lord, hear us:\n\tfor Anna,\r\n\tfor Ben.";
    const post = await ruth.agent.post("/api/posts", { content, type: "prayer" });
    expect(post.statusCode).toBe(201);
    expect(post.json().content).toBe(content);
    const comment = await ruth.agent.post(`/api/posts/${post.json().id}/comments`, { content: "Amen.\nAmen." });
    expect(comment.json().content).toBe("Amen.\nAmen.");
    const saved = await profile(ruth, { firstName: "Ruth\n", aboutMe: "Hymns.\n\tAnd hiking." });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: "Ruth", aboutMe: "Hymns.\n\tAnd hiking." });
    const group = await ruth.agent.post("/api/groups", { name: "Choir", description: "We sing.\nCome along." });
    expect(group.json().description).toBe("We sing.\nCome along.");
  });

  it("a line break inside a one-line field is refused", async () => {
    const ruth = await createUser(t());
    await expectRefused(() => profile(ruth, { lastName: "Mo\nab" }), "Last name must not contain control characters");
    await expectRefused(() => ruth.agent.post("/api/groups", { name: "Prayer\tWarriors" }), "Group name must not contain control characters");
  });

  it("an unpaired surrogate (not text at all) is refused", async () => {
    const ruth = await createUser(t());
    await expectRefused(() => register(t().agent(), { firstName: "Ru\uD800th" }), "First name must be valid Unicode text");
    await expectRefused(() => ruth.agent.post("/api/posts", { content: "Amen \uDC00", type: "text" }), "Post content must be valid Unicode text");
  });
});

describe("names", () => {
  it.each([
    ["zero-width spaces", "\u200B\u200B"],
    ["a zero-width joiner", "\u200D"],
    ["a byte-order mark and a soft hyphen", "\uFEFF\u00AD"],
    ["Hangul fillers", "\u3164\u3164"],
    ["a blank Braille pattern", "\u2800"],
    ["a combining accent alone", "\u0301"],
    ["bidi marks", "\u200E\u200F"],
  ])("with only %s are refused", async (_label, name) => {
    const ruth = await createUser(t());
    await expectRefused(() => register(t().agent(), { firstName: name }), "First name must contain a visible character");
    await expectRefused(() => register(t().agent(), { lastName: name }), "Last name must contain a visible character");
    await expectRefused(() => profile(ruth, { firstName: name }), "First name must contain a visible character");
    await expectRefused(() => ruth.agent.post("/api/groups", { name }), "Group name must contain a visible character");
  });

  it.each([
    ["a right-to-left override", "\u202Eevil"],
    ["a left-to-right embedding", "Ruth\u202A"],
    ["a pop directional formatting", "Ruth\u202C"],
    ["a right-to-left isolate", "\u2067Ruth\u2069"],
    ["a first-strong isolate", "\u2068Ruth"],
  ])("with %s are refused", async (_label, name) => {
    const ruth = await createUser(t());
    await expectRefused(() => register(t().agent(), { firstName: name }), "First name must not contain text direction controls");
    await expectRefused(() => profile(ruth, { lastName: name }), "Last name must not contain text direction controls");
    const group = (await ruth.agent.post("/api/groups", { name: "Choir" })).json();
    await expectRefused(() => ruth.agent.put(`/api/groups/${group.id}`, { name }), "Group name must not contain text direction controls");
  });

  it.each([
    ["Arabic", "محمد", "الفاسي"],
    ["Hebrew", "שרה", "כהן"],
    ["Chinese", "李", "小龙"],
    ["Japanese", "さくら", "山田"],
    ["Korean", "지은", "김"],
    ["Devanagari", "प्रिया", "शर्मा"],
    ["combining accents", "Jose\u0301", "Zoe\u0308"],
    ["precomposed accents", "Zoë", "Łukasz-O'Brien"],
    ["an emoji family with zero-width joiners", "👨‍👩‍👧", "Family"],
    ["an emoji with a variation selector", "Ruth ❤️", "Moab"],
    ["a Persian name with a zero-width non-joiner", "می\u200Cخواهم", "رضایی"],
    ["an Arabic name with a right-to-left mark", "\u200Fمريم", "Moab"],
  ])("in %s are accepted everywhere", async (_label, firstName, lastName) => {
    const agent = t().agent();
    const created = await register(agent, { firstName, lastName });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ firstName, lastName });
    const ruth: SignedInUser = { user: created.json(), agent, email: created.json().email, password: "correct horse" };
    const saved = await profile(ruth, { firstName: lastName, lastName: firstName });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: lastName, lastName: firstName });
    const group = await agent.post("/api/groups", { name: `${firstName} ${lastName}` });
    expect(group.statusCode, group.body).toBe(201);
    expect(group.json().name).toBe(`${firstName} ${lastName}`);
    const found = await agent.get(`/api/groups/search?q=${encodeURIComponent(firstName)}`);
    expect(found.statusCode).toBe(200);
  });
});
