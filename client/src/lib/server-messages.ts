/**
 * The server's messages (its refusals, and the contract's checks the forms run first) in the
 * interface's language. They arrive in English, which is their own English: no table here, so
 * the client never carries the list. Spanish and Portuguese translate them in
 * locales/<language>/errors.json, keyed by the English message itself.
 */
import { i18n } from "./i18n";

const messages = i18n("errors/server", {});

/** The message in the interface's language; unchanged when it has no translation (or in English). */
export function translatedServerMessage(message: string): string {
  // Keyed by whatever the server says, so the words are a plain record rather than named messages.
  const words = messages.get() as Record<string, string>;
  return Object.hasOwn(words, message) ? (words[message] ?? message) : message;
}
