import { beforeAll, describe, expect, it, vi } from "vitest";

// The interface's language lives in the browser (navigator, <html lang>); these stand-ins let
// its code run here, as a browser whose language is Spanish.
vi.stubGlobal("navigator", { languages: ["es-MX"], language: "es-MX" });
vi.stubGlobal("document", { documentElement: { lang: "" } });

const { chooseLanguage } = await import("../../client/src/lib/i18n");
const { translatedServerMessage } = await import("../../client/src/lib/server-messages");
const { ApiError, serverMessage } = await import("../../client/src/lib/api-error");

describe("the server's messages", () => {
  beforeAll(() => chooseLanguage("es"));

  it("read in the member's language, contract checks and refusals alike", () => {
    expect(translatedServerMessage("Password must be at least 6 characters")).toBe("La contraseña debe tener al menos 6 caracteres");
    expect(serverMessage(new ApiError(404, JSON.stringify({ message: "Post not found" })))).toBe("Publicación no encontrada");
  });

  it("that name someone are read by their pattern, the name kept as it came", () => {
    expect(translatedServerMessage("Ana María López does not accept message requests")).toBe("Ana María López no acepta solicitudes de mensajes");
    // A name that looks like a pattern's words is still a name.
    expect(translatedServerMessage("{name} does not accept message requests")).toBe("{name} no acepta solicitudes de mensajes");
    expect(translatedServerMessage(" does not accept message requests")).toBe(" does not accept message requests");
  });

  it("keep the English the code compares on the error itself", () => {
    expect(new ApiError(404, JSON.stringify({ message: "Post not found" })).serverMessage).toBe("Post not found");
  });

  it("stay as they came when they have no translation", () => {
    expect(translatedServerMessage("Too many attempts. Please try again in 3 minutes.")).toBe(
      "Too many attempts. Please try again in 3 minutes.",
    );
    expect(translatedServerMessage("constructor")).toBe("constructor");
  });

  it("stay English in English", async () => {
    await chooseLanguage("en");
    expect(translatedServerMessage("Post not found")).toBe("Post not found");
    await chooseLanguage("pt");
    expect(translatedServerMessage("Post not found")).toBe("Publicação não encontrada");
  });
});
