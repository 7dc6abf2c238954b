import { describe, expect, it } from "vitest";
import type { Language } from "../../../contract/languages";
import { ok } from "../../helpers/access";
import { type SignedInUser, connect, createPost, createUser } from "../../helpers/factories";
import { act, makeSiteRole, report } from "../../helpers/moderation";
import { makeAnonymous, noticesOf, prayFor, prayerRequest } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

// A notice is written when it is stored, in the language its recipient reads the app in: the
// bell, the notifications page, the notice mails and web push all show those stored words.

const t = useTestApp();

async function member(firstName: string, lastName: string, language: Language = "en"): Promise<SignedInUser> {
  const who = await createUser(t(), { firstName, lastName });
  if (language !== "en") ok(await who.agent.put("/api/account/language", { language }), 200);
  return who;
}

/** The member's only notice of `type`, as the bell shows it. */
async function noticeOf(who: SignedInUser, type: string): Promise<{ title: string; message: string }> {
  const notices = await noticesOf(who, type);
  expect(notices).toHaveLength(1);
  const { title, message } = notices[0]!;
  return { title, message };
}

describe("a notice in its recipient's language", () => {
  it("asks a Spanish speaker to connect in Spanish, and tells a Portuguese requester in Portuguese", async () => {
    const sarah = await member("Sarah", "Miller", "pt");
    const lucia = await member("Lucía", "Gómez", "es");
    const { id } = ok<{ id: number }>(await sarah.agent.post("/api/connections", { addresseeId: lucia.user.id }), 201);
    expect(await noticeOf(lucia, "friend_request")).toEqual({
      title: "Nueva solicitud de conexión",
      message: "Sarah Miller quiere conectar contigo.",
    });

    ok(await lucia.agent.put(`/api/connections/${id}`, { status: "accepted" }), 200);
    expect(await noticeOf(sarah, "friend_accepted")).toEqual({
      title: "Conexão aceita",
      message: "Lucía Gómez aceitou sua solicitação de conexão. Agora vocês estão conectados!",
    });
  });

  it("tells a Spanish author of a comment in Spanish, quoting it as it was written", async () => {
    const lucia = await member("Lucía", "Gómez", "es");
    const ann = await member("Ann", "Lee");
    await connect(t(), lucia, ann);
    const post = await createPost(lucia);
    ok(await ann.agent.post(`/api/posts/${post.id}/comments`, { content: `Amen! "$&" and $1 are safe` }), 201);
    expect(await noticeOf(lucia, "post_comment")).toEqual({
      title: "Nuevo comentario",
      message: `Ann Lee comentó tu publicación: "Amen! "$&" and $1 are safe"`,
    });
  });

  it("tells a Spanish author of a prayer in Spanish, and an English one as before", async () => {
    const lucia = await member("Lucía", "Gómez", "es");
    const ann = await member("Ann", "Lee");
    await connect(t(), lucia, ann);
    const request = await prayerRequest(lucia);
    await prayFor(ann, request);
    expect(await noticeOf(lucia, "post_prayer")).toEqual({
      title: "Alguien está orando por ti",
      message: "Ann Lee está orando por tu petición de oración.",
    });

    const post = await createPost(ann);
    await prayFor(lucia, post);
    expect(await noticeOf(ann, "post_prayer")).toEqual({ title: "New prayer", message: "Lucía Gómez prayed for your post." });
  });

  it("tells each of many who prayed in their own language, in the one statement that stores them all", async () => {
    const ann = await member("Ann", "Lee");
    const lucia = await member("Lucía", "Gómez", "es");
    const joao = await member("João", "Silva", "pt");
    const bob = await member("Bob", "Ray");
    for (const friend of [lucia, joao, bob]) await connect(t(), ann, friend);
    const request = await prayerRequest(ann);
    for (const friend of [lucia, joao, bob]) await prayFor(friend, request);
    ok(await ann.agent.post(`/api/posts/${request.id}/updates`, { content: "Surgery went well" }), 201);

    expect(await noticeOf(lucia, "prayer_update")).toEqual({
      title: "Novedad de oración",
      message: "Ann Lee compartió una novedad sobre una petición de oración por la que oraste.",
    });
    expect(await noticeOf(joao, "prayer_update")).toEqual({
      title: "Novidade de oração",
      message: "Ann Lee compartilhou uma novidade sobre um pedido de oração pelo qual você orou.",
    });
    expect(await noticeOf(bob, "prayer_update")).toEqual({
      title: "Prayer update",
      message: "Ann Lee shared an update on a prayer request you prayed for.",
    });
  });

  it("tells a Spanish author of a moderator's removal in Spanish, and a Portuguese reporter their report was handled", async () => {
    const lucia = await member("Lucía", "Gómez", "es");
    const joao = await member("João", "Silva", "pt");
    const moderator = await makeSiteRole(t(), await member("Mo", "Derator"), "moderator");
    await connect(t(), lucia, joao);
    const post = await createPost(lucia, { content: "Buy cheap watches" });
    await report(joao, "post", post.id);
    await act(moderator, { action: "remove", targetType: "post", targetId: post.id, reason: "No anuncios" });

    expect(await noticeOf(lucia, "moderation")).toEqual({
      title: "Se eliminó tu publicación",
      message: 'Un moderador eliminó tu publicación "Buy cheap watches". Motivo: No anuncios',
    });
    expect(await noticeOf(joao, "report_handled")).toEqual({
      title: "Denúncia analisada",
      message: 'Obrigado por denunciar a publicação "Buy cheap watches". Nossos moderadores analisaram o caso.',
    });
  });

  it("names the author of an anonymous request in the reader's language", async () => {
    const ann = await member("Ann", "Lee");
    const lucia = await member("Lucía", "Gómez", "es");
    await connect(t(), ann, lucia);
    const request = await prayerRequest(ann);
    await makeAnonymous(t(), request);
    await prayFor(lucia, request);
    ok(await ann.agent.post(`/api/posts/${request.id}/updates`, { content: "Thank you all" }), 201);
    expect((await noticeOf(lucia, "prayer_update")).message).toBe(
      "Un miembro de tu red compartió una novedad sobre una petición de oración por la que oraste.",
    );
  });

  it("tells a Spanish speaker which request they prayed for was answered, quoting it as it was written", async () => {
    const ann = await member("Ann", "Lee");
    const lucia = await member("Lucía", "Gómez", "es");
    const joao = await member("João", "Silva", "pt");
    for (const friend of [lucia, joao]) await connect(t(), ann, friend);
    const request = await prayerRequest(ann, "Healing for my father");
    for (const friend of [lucia, joao]) await prayFor(friend, request);
    ok(await ann.agent.post(`/api/posts/${request.id}/answered`, { testimony: "He is home" }), 200);
    expect(await noticeOf(lucia, "prayer_answered")).toEqual({
      title: "Oración respondida",
      message: 'Ann Lee contó que una petición de oración por la que oraste fue respondida: "Healing for my father"',
    });
    expect(await noticeOf(joao, "prayer_answered")).toEqual({
      title: "Oração respondida",
      message: 'Ann Lee contou que um pedido de oração pelo qual você orou foi respondido: "Healing for my father"',
    });
  });

  it("tells a Portuguese speaker appointed a moderator in Portuguese", async () => {
    const admin = await makeSiteRole(t(), await member("Ada", "Admin"), "admin");
    const joao = await member("João", "Silva", "pt");
    ok(await admin.agent.put(`/api/moderation/roles/${joao.user.id}`, { role: "moderator" }), 200);
    expect(await noticeOf(joao, "site_role")).toEqual({
      title: "Agora você é moderador",
      message: "Um administrador tornou você moderador: agora você pode ler as denúncias dos membros e agir sobre elas.",
    });
  });
});
