import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { acceptedLanguages, pickLanguage } from "../../../contract/languages";
import { queryRows } from "../../../server/db/client";
import { createUser, uniqueEmail } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

const newAccount = () => ({ email: uniqueEmail(), password: "secret-77", firstName: "Lydia", lastName: "Purple" });
const REFUSED = { message: "Please choose English, Spanish or Portuguese" };

const storedLanguage = async (email: string) => {
  const rows = await queryRows<{ language: string }>(t().db, sql`select language from users where email = ${email}`);
  return rows[0]?.language;
};

describe("a member's language", () => {
  it("is the one the sign-up page spoke, and the account says it", async () => {
    const agent = t().agent();
    const body = { ...newAccount(), language: "es" };
    const res = await agent.post("/api/auth/register", body, { "accept-language": "pt-BR" });
    expect(res.statusCode).toBe(201);
    expect(res.json().language).toBe("es");
    expect((await agent.get("/api/auth/user")).json().language).toBe("es");
  });

  it("is the browser's when the sign-up names none, and English when we speak none of the browser's", async () => {
    const portuguese = newAccount();
    const res = await t().agent().post("/api/auth/register", portuguese, { "accept-language": "fr-CA,fr;q=0.9,pt-BR;q=0.8,en;q=0.5" });
    expect(res.json().language).toBe("pt");

    const other = newAccount();
    expect((await t().agent().post("/api/auth/register", other, { "accept-language": "de-DE,de;q=0.9" })).json().language).toBe("en");
    expect(await storedLanguage(other.email)).toBe("en");
  });

  it("refuses a language we do not speak at sign-up, and makes no account", async () => {
    const body = { ...newAccount(), language: "fr" };
    const res = await t().agent().post("/api/auth/register", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(REFUSED);
    expect(await storedLanguage(body.email)).toBeUndefined();
  });

  it("changes in settings, for the app and the mail alike", async () => {
    const member = await createUser(t());
    const res = await member.agent.put("/api/account/language", { language: "pt" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: "pt" });
    expect((await member.agent.get("/api/auth/user")).json().language).toBe("pt");
    expect(await storedLanguage(member.email)).toBe("pt");
  });

  it("keeps its value when asked for one we do not speak, or by a visitor", async () => {
    const member = await createUser(t());
    for (const body of [{ language: "de" }, { language: "" }, { language: 1 }, {}]) {
      const res = await member.agent.put("/api/account/language", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await storedLanguage(member.email)).toBe("en");

    const visitor = await t().agent().put("/api/account/language", { language: "es" });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("picking a language from someone's preferences", () => {
  it("orders an Accept-Language header by quality, then by order, and drops what is not wanted", () => {
    expect(acceptedLanguages("en;q=0.5, pt-BR, es;q=0.8, fr;q=0, *;q=0.1")).toEqual(["pt-BR", "es", "en"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(" ,;q=1,")).toEqual([]);
  });

  it("takes the first tag we speak, a regional one as its language", () => {
    expect(pickLanguage(["fr-FR", "pt-BR", "es"])).toBe("pt");
    expect(pickLanguage(["ES-mx"])).toBe("es");
    expect(pickLanguage(["de", "fr"])).toBeUndefined();
  });
});
