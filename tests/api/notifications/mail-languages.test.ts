import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Language } from "../../../contract/languages";
import { MAIL_KINDS, UNSUBSCRIBE_WORDS } from "../../../contract/mail-preferences";
import { users } from "../../../server/db/schema";
import { welcomeMail } from "../../../server/mail/messages/email-address";
import { kindWords } from "../../../server/mail/messages/notices";
import { deliverDueMail } from "../../../server/mail/outbox";
import { openMailTransport } from "../../../server/mail/transport";
import type { Log } from "../../../server/core/log";
import { sendDueDigests } from "../../../server/services/notifications/mail-digest";
import { loadSiteSecret } from "../../../server/core/site-secret";
import { ok } from "../../helpers/access";
import { type SignedInUser, connect, createPost } from "../../helpers/factories";
import { drainOutbox, mailTo, useMailApp } from "../../helpers/mail-app";
import { noticeMailTo, verifiedMember } from "../../helpers/mail-members";

// Each mail reads in its recipient's language: the words around it, the subject line, the
// button, the footer and the page's own language. What a member wrote, and a notice's own
// title and message as they were stored, stay as they are.

const app = useMailApp();
const SITE = "http://koinonia.test";
const quiet: Log = { info() {}, warn() {}, error() {} };

/** Sets the member's language in the database (choosing it has its own tests). */
async function speaks(member: SignedInUser, language: Language): Promise<void> {
  await app().t.db.update(users).set({ language }).where(eq(users.id, member.user.id));
}

describe("a member's mail in their language", () => {
  it("tells a Spanish speaker their password was changed, in Spanish", async () => {
    const lucia = await verifiedMember(app().t, "Lucía", "Gómez");
    await speaks(lucia, "es");
    const changed = await lucia.agent.put("/api/account/password", { currentPassword: lucia.password, newPassword: "a fresher secret" });
    expect(changed.statusCode).toBe(204);

    const mail = await mailTo(app().smtp, lucia.email, "Se cambió tu contraseña");
    expect(mail.text).toContain("La contraseña de tu cuenta de Koinonia se acaba de cambiar.");
    expect(mail.text).toContain(`Restablecer tu contraseña: ${SITE}/forgot-password`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain("Si el botón no funciona, abre esta dirección:");
    expect(mail.html).not.toContain("If the button does not work");
  });

  it("mails a Spanish speaker a connection request at once in Spanish, the notice's own words as they were stored", async () => {
    const sarah = await verifiedMember(app().t, "Sarah", "Miller");
    const lucia = await verifiedMember(app().t, "Lucía", "Gómez");
    await speaks(lucia, "es");
    ok(await sarah.agent.post("/api/connections", { addresseeId: lucia.user.id }), 201);

    const mail = await app().smtp.waitFor(noticeMailTo(lucia.email));
    expect(mail.subject).toBe("Sarah Miller quiere conectar contigo");
    expect(mail.text).toContain(`Ver la solicitud: ${SITE}/`);
    expect(mail.text).toContain("Te avisamos por correo de las solicitudes de conexión en cuanto llegan.");
    expect(mail.text).toContain(`en tu configuración: ${SITE}/settings`);
    expect(mail.text).toContain(`Cancelar suscripción: ${SITE}/api/mail/unsubscribe?`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain(">Ver la solicitud</a>");
    expect(mail.html).toContain(">Cancelar suscripción</a>");
    // The notice itself, as the bell shows it (written in Lucía's language when it was stored).
    expect(mail.text).toContain("Sarah Miller quiere conectar contigo.");
    // Sarah's own mail stays in English.
    expect(
      app()
        .smtp.to(sarah.email)
        .every((m) => String(m.html).includes('<html lang="en">')),
    ).toBe(true);
  });

  it("sends a Portuguese speaker the daily digest in Portuguese", async () => {
    const joao = await verifiedMember(app().t, "João", "Silva");
    const maria = await verifiedMember(app().t, "Maria", "Souza");
    await speaks(joao, "pt");
    await connect(app().t, joao, maria);
    const post = await createPost(joao, { content: "Colheita amanhã" });
    ok(await maria.agent.post(`/api/posts/${post.id}/comments`, { content: "Estarei com você." }), 201);

    const links = { publicUrl: SITE, secret: await loadSiteSecret(app().t.db, undefined) };
    expect(await sendDueDigests(app().t.db, links, Date.now)).toBeGreaterThanOrEqual(1);
    const transport = openMailTransport({ smtpUrl: app().smtp.url, from: "Koinonia <no-reply@koinonia.test>", outboxDir: "/nonexistent" }, quiet);
    await deliverDueMail(app().t.db, transport, Date.now, quiet);
    transport.close();

    const digest = await mailTo(app().smtp, joao.email, "Seu dia no Koinonia: 1 nova notificação");
    expect(digest.text).toContain("Você tem 1 nova notificação");
    expect(digest.text).toContain("Veja o que você ainda não leu:");
    expect(digest.text).toContain('Maria Souza comentou na sua publicação: "Estarei com você."');
    expect(digest.text).toContain(`Ver suas notificações: ${SITE}/notifications`);
    expect(digest.text).toContain("quando há algo novo e não lido: comentários nas suas publicações e orações pelas suas publicações");
    expect(digest.html).toContain('<html lang="pt">');
  });

  it("sends a Portuguese speaker the receipt for their deleted account in Portuguese", async () => {
    const joao = await verifiedMember(app().t, "João", "Silva");
    await speaks(joao, "pt");
    expect((await joao.agent.request("DELETE", "/api/account", { password: joao.password, confirmation: "DELETE" })).statusCode).toBe(204);

    const mail = await mailTo(app().smtp, joao.email, "Sua conta do Koinonia foi excluída");
    expect(mail.text).toMatch(/^Até logo, João\n/);
    expect(mail.text).toContain(`Este é o último e-mail que enviamos para ${joao.email} sobre esta conta.`);
    expect(mail.text).toContain(`Visitar o Koinonia: ${SITE}`);
    expect(mail.html).toContain('<html lang="pt">');
  });
});

describe("the password reset mail", () => {
  const forgot = (email: string, acceptLanguage?: string) =>
    app()
      .t.agent()
      .post("/api/auth/password/forgot", { email }, acceptLanguage ? { "accept-language": acceptLanguage } : {});

  it("is in the language of whoever asks, whatever the account's", async () => {
    const lucia = await verifiedMember(app().t, "Lucía", "Gómez");
    await speaks(lucia, "es");
    expect((await forgot(lucia.email, "pt-BR,pt;q=0.9,en;q=0.8")).statusCode).toBe(202);

    const mail = await mailTo(app().smtp, lucia.email, "Redefina sua senha do Koinonia");
    expect(mail.text).toMatch(/Escolher uma nova senha: http:\/\/koinonia\.test\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    expect(mail.html).toContain('<html lang="pt">');
  });

  it("is in English when the asker names no language we speak, or none", async () => {
    const ruth = await verifiedMember(app().t, "Ruth", "Moab");
    await speaks(ruth, "es");
    expect((await forgot(ruth.email, "de-DE,fr;q=0.5")).statusCode).toBe(202);
    expect((await forgot(ruth.email)).statusCode).toBe(202);
    await drainOutbox(app());
    const resets = app()
      .smtp.to(ruth.email)
      .filter((m) => m.subject !== "Welcome to Koinonia: please confirm your email address");
    expect(resets.map((m) => m.subject)).toEqual(["Reset your Koinonia password", "Reset your Koinonia password"]);
    for (const mail of resets) expect(mail.html).toContain('<html lang="en">');
  });
});

describe("the mail's words", () => {
  it("name each kind of notice in English as the unsubscribe page does", () => {
    for (const kind of MAIL_KINDS) expect(kindWords(kind, "en")).toBe(UNSUBSCRIBE_WORDS[kind]);
  });

  it("put a name into a sentence as it is written, whatever signs it has", () => {
    for (const language of ["en", "es", "pt"] as const) {
      expect(welcomeMail("Jo$& $' $$", "http://koinonia.test/verify-email", language).text).toMatch(/Jo\$& \$' \$\$!/);
    }
  });
});
