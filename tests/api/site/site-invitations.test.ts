import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SiteInvitation } from "../../../contract/site-invitations";
import { queryRows } from "../../../server/db/client";
import { accountHolds, siteInvitations } from "../../../server/db/schema";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, createUser, uniqueEmail } from "../../helpers/factories";
import { mailTo, useMailApp } from "../../helpers/mail-app";
import { verifiedMember } from "../../helpers/mail-members";
import { makeSiteRole } from "../../helpers/moderation";
import { linkIn } from "../../helpers/smtp";
import type { LightMyRequestResponse } from "fastify";

// Members invite people to a site that takes new members by invitation: a link to hand on, or
// a code mailed to each address; each signs up one person, within two weeks. The site starts
// open (members are made through sign-up); each test makes it invitation-only while it runs.

const app = useMailApp();
const t = () => app().t;

const signUp = (body: Record<string, unknown> = {}) =>
  t()
    .agent()
    .post("/api/auth/register", { email: uniqueEmail("newcomer"), password: "correct horse", firstName: "Nia", lastName: "Newcomer", ...body });

let admin: SignedInUser | undefined;
async function setRegistration(registration: "open" | "approval" | "invitation" | "closed") {
  admin ??= await makeSiteRole(t(), await createUser(t(), { firstName: "Ada", lastName: "Admin" }), "admin");
  expect((await admin.agent.put("/api/site", { registration })).statusCode).toBe(200);
}

/** Runs `test` while the site takes new members by invitation (or as `registration` says), then opens it again. */
async function whileSiteIs(registration: "approval" | "invitation" | "closed", test: () => Promise<void>) {
  await setRegistration(registration);
  try {
    await test();
  } finally {
    await setRegistration("open");
  }
}

const inviter = () => verifiedMember(t(), "Priscilla", "Tentmaker");
const makeLink = async (member: SignedInUser): Promise<SiteInvitation> => {
  const res = await member.agent.post("/api/site-invitations");
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const listOf = async (member: SignedInUser): Promise<SiteInvitation[]> => (await member.agent.get("/api/site-invitations")).json();

/** The request is refused with this status and message, and nothing in the database changed. */
async function refusedAlone(send: () => Promise<LightMyRequestResponse>, status: number, message: string) {
  const before = await databaseDigest(t().db);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ message });
  expect(await databaseDigest(t().db)).toBe(before);
}

describe("a member's link to hand on", () => {
  it("signs up one newcomer, shows who invited them first, and tells the inviter", async () => {
    const priscilla = await inviter();
    await whileSiteIs("invitation", async () => {
      const link = await makeLink(priscilla);
      expect(link).toMatchObject({ email: null, state: "waiting", usedBy: null, usedAt: null });
      expect(link.code).toMatch(/^[A-Za-z0-9_-]{12}$/);
      const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
      expect(days).toBe(14);

      // Before signing up, a visitor holding the code sees who invited them, and nothing else of them.
      const preview = await t().agent().get(`/api/site-invitations/${link.code}`);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toEqual({
        inviter: { firstName: "Priscilla", lastName: "Tentmaker", profileImageUrl: null },
        expiresAt: link.expiresAt,
      });

      const joined = await signUp({ invitation: link.code, firstName: "Aquila" });
      expect(joined.statusCode, joined.body).toBe(201);
      const aquila = joined.json();

      const [listed] = await listOf(priscilla);
      expect(listed).toMatchObject({ id: link.id, state: "used", usedBy: { id: aquila.id, firstName: "Aquila", lastName: "Newcomer" } });
      expect(listed!.usedAt).not.toBeNull();
      expect((await priscilla.agent.get("/api/notifications")).json()[0]).toMatchObject({
        type: "invitation_accepted",
        actorId: aquila.id,
        title: "Your invitation was accepted",
        message: "Aquila Newcomer accepted your invitation and has joined.",
      });

      // Used once: the next holder is refused, and no account is made for them.
      await refusedAlone(() => signUp({ invitation: link.code }), 409, "This invitation has already been used");
      expect((await t().agent().get(`/api/site-invitations/${link.code}`)).json()).toEqual({ message: "This invitation has already been used" });
    });
  });

  it("admits one person when two sign up with it at the same moment", async () => {
    const priscilla = await inviter();
    await whileSiteIs("invitation", async () => {
      const { code } = await makeLink(priscilla);
      const emails = [uniqueEmail("first"), uniqueEmail("second")];
      const answers = await Promise.all(emails.map((email) => signUp({ email, invitation: code })));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((res) => res.statusCode === 409)!.json()).toEqual({ message: "This invitation has already been used" });
      const made = await queryRows<{ n: number }>(t().db, sql`select count(*)::int as n from users where email in ${emails}`);
      expect(made[0]!.n).toBe(1);
      expect((await listOf(priscilla)).map((i) => i.state)).toEqual(["used"]);
    });
  });

  it("stops working once it expires", async () => {
    const priscilla = await inviter();
    await whileSiteIs("invitation", async () => {
      const link = await makeLink(priscilla);
      await t()
        .db.update(siteInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 15 * 86_400_000) })
        .where(eq(siteInvitations.id, link.id));
      const expired = "This invitation has expired: please ask for a new one";
      expect((await t().agent().get(`/api/site-invitations/${link.code}`)).json()).toEqual({ message: expired });
      await refusedAlone(() => signUp({ invitation: link.code }), 409, expired);
      expect((await listOf(priscilla)).map((i) => i.state)).toEqual(["expired"]);
      await refusedAlone(() => priscilla.agent.delete(`/api/site-invitations/${link.id}`), 409, "This invitation has expired");
    });
  });

  it("is revoked by its maker alone, and then signs up nobody", async () => {
    const priscilla = await inviter();
    const stranger = await verifiedMember(t(), "Stan", "Stranger");
    await whileSiteIs("invitation", async () => {
      const link = await makeLink(priscilla);
      await refusedAlone(() => stranger.agent.delete(`/api/site-invitations/${link.id}`), 404, "Invitation not found");
      await refusedAlone(() => t().agent().delete(`/api/site-invitations/${link.id}`), 401, "Unauthorized");
      expect((await priscilla.agent.delete(`/api/site-invitations/${link.id}`)).statusCode).toBe(204);
      expect(await listOf(priscilla)).toEqual([]);
      await refusedAlone(() => priscilla.agent.delete(`/api/site-invitations/${link.id}`), 404, "Invitation not found");
      expect((await t().agent().get(`/api/site-invitations/${link.code}`)).statusCode).toBe(404);
      await refusedAlone(() => signUp({ invitation: link.code }), 404, "This invitation link is no longer valid");

      // One already used stays as it is.
      const used = await makeLink(priscilla);
      expect((await signUp({ invitation: used.code })).statusCode).toBe(201);
      await refusedAlone(() => priscilla.agent.delete(`/api/site-invitations/${used.id}`), 409, "This invitation has already been used");
    });
  });

  it("stops working when its maker is banned", async () => {
    const priscilla = await inviter();
    await whileSiteIs("invitation", async () => {
      const { code } = await makeLink(priscilla);
      await t().db.insert(accountHolds).values({ userId: priscilla.user.id, kind: "ban", reason: "Spam" });
      expect((await t().agent().get(`/api/site-invitations/${code}`)).statusCode).toBe(404);
      await refusedAlone(() => signUp({ invitation: code }), 404, "This invitation link is no longer valid");
    });
  });
});

describe("invitations by mail", () => {
  it("mails each address a code of its own, in the inviter's words; a second mail to an address replaces the first", async () => {
    const priscilla = await inviter();
    await whileSiteIs("invitation", async () => {
      const timothy = uniqueEmail("timothy");
      const lois = uniqueEmail("lois");
      const res = await priscilla.agent.post("/api/site-invitations/mail", { emails: [` ${timothy.toUpperCase()} `, timothy, lois] });
      expect(res.statusCode, res.body).toBe(201);
      const made: SiteInvitation[] = res.json();
      expect(made.map((i) => [i.email, i.state]).sort()).toEqual(
        [
          [lois, "waiting"],
          [timothy, "waiting"],
        ].sort(),
      );
      expect(new Set(made.map((i) => i.code)).size).toBe(2);

      const mail = await mailTo(app().smtp, timothy, "Priscilla Tentmaker invited you to join Koinonia");
      expect(mail.text).toContain("Priscilla Tentmaker invited you to join Koinonia");
      const url = new URL(linkIn(mail, "http://koinonia.test/auth?tab=sign-up&invitation="));
      const code = url.searchParams.get("invitation");
      expect(code).toBe(made.find((i) => i.email === timothy)!.code);

      // Mailed again: the first code stops working, the newest is the one to use.
      const again = (await priscilla.agent.post("/api/site-invitations/mail", { emails: [timothy] })).json();
      expect((await listOf(priscilla)).map((i) => i.email)).toEqual([timothy, lois]);
      await refusedAlone(() => signUp({ invitation: code }), 404, "This invitation link is no longer valid");
      expect((await signUp({ email: timothy, invitation: again[0].code })).statusCode).toBe(201);
    });
  });

  it.each([
    ["no address", { emails: [] }, "Enter at least one e-mail address"],
    ["an address that is not one", { emails: ["someone@example.org", "not an address"] }, "Each address must be a valid e-mail address"],
    ["too many at once", { emails: Array.from({ length: 21 }, (_, i) => `p${i}@example.org`) }, "Invite at most 20 addresses at once"],
    ["no list", { emails: "someone@example.org" }, "emails must be a list of addresses"],
  ])("refuses %s with 400, mailing nobody", async (_label, body, message) => {
    const priscilla = await inviter();
    await whileSiteIs("invitation", async () => {
      await refusedAlone(() => priscilla.agent.post("/api/site-invitations/mail", body), 400, message);
    });
  });
});

describe("who may invite", () => {
  it("only while the site takes new members by invitation, admins included", async () => {
    const priscilla = await inviter();
    const refusals = {
      open: "Anyone may sign up on this site: invitations are not needed",
      approval: "This site does not take invitations: an admin admits each new member",
      closed: "Sign-ups are closed on this site",
    } as const;
    await refusedAlone(() => priscilla.agent.post("/api/site-invitations"), 403, refusals.open);
    for (const mode of ["approval", "closed"] as const) {
      await whileSiteIs(mode, async () => {
        for (const who of [priscilla, admin!]) {
          await refusedAlone(() => who.agent.post("/api/site-invitations"), 403, refusals[mode]);
          await refusedAlone(() => who.agent.post("/api/site-invitations/mail", { emails: ["a@example.org"] }), 403, refusals[mode]);
        }
      });
    }
    // Listing their own stays open to them whatever the site's way.
    expect((await priscilla.agent.get("/api/site-invitations")).statusCode).toBe(200);
  });

  it("only a member whose address is confirmed, and who is not suspended", async () => {
    const unconfirmed = await createUser(t());
    const suspended = await inviter();
    await t()
      .db.insert(accountHolds)
      .values({ userId: suspended.user.id, kind: "suspension", until: new Date(Date.now() + 86_400_000), reason: "Cool off" });
    await whileSiteIs("invitation", async () => {
      await refusedAlone(() => unconfirmed.agent.post("/api/site-invitations"), 403, "Please confirm your email address before inviting anyone");
      await refusedAlone(
        () => unconfirmed.agent.post("/api/site-invitations/mail", { emails: ["a@example.org"] }),
        403,
        "Please confirm your email address before inviting anyone",
      );
      await refusedAlone(() => suspended.agent.post("/api/site-invitations"), 403, "A suspended or banned account cannot invite anyone");
    });
  });

  it("never a visitor, who may only see who invited them", async () => {
    await whileSiteIs("invitation", async () => {
      await refusedAlone(() => t().agent().get("/api/site-invitations"), 401, "Unauthorized");
      await refusedAlone(() => t().agent().post("/api/site-invitations"), 401, "Unauthorized");
      await refusedAlone(
        () =>
          t()
            .agent()
            .post("/api/site-invitations/mail", { emails: ["a@example.org"] }),
        401,
        "Unauthorized",
      );
      await refusedAlone(() => t().agent().get("/api/site-invitations/AAAAAAAAAAAA"), 404, "This invitation link is no longer valid");
      await refusedAlone(() => t().agent().get("/api/site-invitations/not-a-code"), 400, "This invitation link is not valid");
    });
  });

  it("within 20 waiting at once and 50 made a day", async () => {
    const priscilla = await inviter();
    await whileSiteIs("invitation", async () => {
      const waitingLimit = "You can have at most 20 invitations waiting at once: revoke one, or wait until they are used";
      const made: SiteInvitation[] = [];
      for (let i = 0; i < 18; i++) made.push(await makeLink(priscilla));
      const three = { emails: [uniqueEmail("a"), uniqueEmail("b"), uniqueEmail("c")] };
      await refusedAlone(() => priscilla.agent.post("/api/site-invitations/mail", three), 409, waitingLimit);
      made.push(await makeLink(priscilla), await makeLink(priscilla));
      await refusedAlone(() => priscilla.agent.post("/api/site-invitations"), 409, waitingLimit);

      // Revoking makes room at once; a used invitation no longer waits either.
      expect((await priscilla.agent.delete(`/api/site-invitations/${made[0]!.id}`)).statusCode).toBe(204);
      expect((await signUp({ invitation: made[1]!.code })).statusCode).toBe(201);
      made.push(await makeLink(priscilla), await makeLink(priscilla));

      // 22 made so far today; revoked ones still count.
      for (const invitation of made.slice(2)) await priscilla.agent.delete(`/api/site-invitations/${invitation.id}`);
      for (let i = 0; i < 20; i++) await makeLink(priscilla);
      for (const invitation of (await listOf(priscilla)).filter((i) => i.state === "waiting")) {
        await priscilla.agent.delete(`/api/site-invitations/${invitation.id}`);
      }
      for (let i = 0; i < 8; i++) await makeLink(priscilla);
      await refusedAlone(
        () => priscilla.agent.post("/api/site-invitations"),
        409,
        "You can make at most 50 invitations a day: please try again tomorrow",
      );
      // A day later, more may be made.
      await t().db.execute(sql`update site_invitations set created_at = created_at - interval '1 day' where inviter_id = ${priscilla.user.id}`);
      await makeLink(priscilla);
    });
  });
});

describe("an invitation at sign-up, whatever the site's way", () => {
  it("on an open site, is used and its maker told, though nobody needs one", async () => {
    const priscilla = await inviter();
    const { code } = await whileSiteIsInvitation(() => makeLink(priscilla));
    const res = await signUp({ invitation: code });
    expect(res.statusCode).toBe(201);
    expect((await listOf(priscilla))[0]).toMatchObject({ state: "used", usedBy: { id: res.json().id } });
    expect((await priscilla.agent.get("/api/notifications")).json()[0]).toMatchObject({ type: "invitation_accepted" });
    // A code that does not work is refused, as a church's link is.
    await refusedAlone(() => signUp({ invitation: code }), 409, "This invitation has already been used");
  });

  it("where an admin admits each newcomer, does not spare the wait, and its maker is not told yet", async () => {
    const priscilla = await inviter();
    const { code } = await whileSiteIsInvitation(() => makeLink(priscilla));
    await whileSiteIs("approval", async () => {
      const res = await signUp({ invitation: code });
      expect(res.statusCode).toBe(202);
      expect((await listOf(priscilla))[0]!.state).toBe("used");
      expect((await priscilla.agent.get("/api/notifications")).json()).toEqual([]);
    });
  });

  it("on a closed site, admits nobody", async () => {
    const priscilla = await inviter();
    const { code } = await whileSiteIsInvitation(() => makeLink(priscilla));
    await whileSiteIs("closed", async () => {
      await refusedAlone(() => signUp({ invitation: code }), 403, "Sign-ups are closed on this site");
    });
    expect((await listOf(priscilla))[0]!.state).toBe("waiting");
  });

  it("an unknown code is refused, and without one an invitation-only site admits nobody", async () => {
    await whileSiteIs("invitation", async () => {
      await refusedAlone(() => signUp({ invitation: "AAAAAAAAAAAA" }), 404, "This invitation link is no longer valid");
      await refusedAlone(() => signUp(), 403, "Sign-ups on this site are by invitation: use the link you were sent");
    });
  });
});

async function whileSiteIsInvitation<T>(run: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  await whileSiteIs("invitation", async () => {
    result = await run();
  });
  return result!;
}
