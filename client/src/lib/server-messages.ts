/**
 * The server's messages (its refusals, and the contract's checks the forms run first) in the
 * interface's language. They arrive in English, which is their own English: no table here, so
 * the client never carries the list. Spanish and Portuguese translate them in
 * locales/<language>/errors.json, keyed by the English message itself; a message that begins
 * with a name ("Ann Lee does not accept message requests") is keyed with `{name}` in its place
 * ("{name} does not accept message requests"), and keeps the name it came with.
 */
import { i18n } from "./i18n";

const messages = i18n("errors/server", {});

const NAME = "{name}";

/** The message in the interface's language; unchanged when it has no translation (or in English). */
export function translatedServerMessage(message: string): string {
  // Keyed by whatever the server says, so the words are a plain record rather than named messages.
  const words = messages.get() as Record<string, string>;
  if (Object.hasOwn(words, message)) return words[message] ?? message;
  for (const key in words) {
    const rest = key.slice(NAME.length);
    if (rest && key.startsWith(NAME) && message.length > rest.length && message.endsWith(rest)) {
      return words[key]!.replace(NAME, message.slice(0, -rest.length));
    }
  }
  return message;
}
