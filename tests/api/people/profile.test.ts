import { describe, expect, it } from "vitest";
import { connect, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

describe("PUT /api/users/profile", () => {
  it("saves the five fields, trimmed; blank optional fields are cleared", async () => {
    const ann = await createUser(t());
    const res = await ann.agent.put("/api/users/profile", {
      firstName: "  Anna ",
      lastName: "Lee",
      churchAffiliation: " Grace Chapel ",
      location: "Austin, TX",
      aboutMe: "  Loves hymns.\nAnd hiking. ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: "Anna",
      lastName: "Lee",
      churchAffiliation: "Grace Chapel",
      location: "Austin, TX",
      aboutMe: "Loves hymns.\nAnd hiking.",
    });
    const cleared = await ann.agent.put("/api/users/profile", {
      firstName: "Anna",
      lastName: "Lee",
      churchAffiliation: "",
      location: "  ",
      aboutMe: null,
    });
    expect(cleared.json()).toMatchObject({ churchAffiliation: null, location: null, aboutMe: null });
  });

  it("changes nothing else, whatever the body says", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const res = await ann.agent.put("/api/users/profile", {
      firstName: "Ann",
      lastName: "Lee",
      id: bob.user.id,
      email: "taken@example.org",
      profileImageUrl: "https://evil.example/x.png",
      isDemo: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ann.user.id, email: ann.email, profileImageUrl: null });
    expect((await bob.agent.get("/api/auth/user")).json().firstName).toBe("Grace");
  });

  it.each([
    ["a blank first name", { firstName: " " }, "First name is required"],
    ["a missing last name", { lastName: undefined }, "Last name is required"],
    ["a long church", { churchAffiliation: "c".repeat(101) }, "Church affiliation must be at most 100 characters"],
    ["a long about", { aboutMe: "a".repeat(1001) }, "About me must be at most 1000 characters"],
    ["a number for a location", { location: 7 }, "Location must be text"],
  ])("refuses %s with 400, changing nothing", async (_label, change, message) => {
    const ann = await createUser(t());
    const res = await ann.agent.put("/api/users/profile", { firstName: "Ann", lastName: "Lee", ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await ann.agent.get("/api/auth/user")).json().firstName).toBe("Grace");
  });

  it("needs sign-in", async () => {
    expect((await t().agent().put("/api/users/profile", { firstName: "A", lastName: "B" })).statusCode).toBe(401);
  });
});

describe("GET /api/users/:id", () => {
  it("shows the profile without e-mail, and where the viewer stands", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const carl = await createUser(t());
    const dee = await createUser(t());
    await connect(t(), ann, bob);
    const request = (await carl.agent.post("/api/connections", { addresseeId: ann.user.id })).json();

    const self = (await ann.agent.get(`/api/users/${ann.user.id}`)).json();
    expect(self).toMatchObject({ id: ann.user.id, relationship: "self", requestId: null });
    expect(self.email).toBeUndefined();
    expect((await ann.agent.get(`/api/users/${bob.user.id}`)).json().relationship).toBe("connected");
    expect((await ann.agent.get(`/api/users/${carl.user.id}`)).json()).toMatchObject({ relationship: "request_received", requestId: request.id });
    expect((await carl.agent.get(`/api/users/${ann.user.id}`)).json()).toMatchObject({ relationship: "request_sent", requestId: request.id });
    expect((await ann.agent.get(`/api/users/${dee.user.id}`)).json().relationship).toBe("none");
  });

  it("is 404 for an unknown id and 400 for a malformed one", async () => {
    const ann = await createUser(t());
    expect((await ann.agent.get("/api/users/2000000000")).json()).toEqual({ message: "User not found" });
    expect((await ann.agent.get("/api/users/abc")).statusCode).toBe(400);
    expect((await t().agent().get(`/api/users/${ann.user.id}`)).statusCode).toBe(401);
  });
});
