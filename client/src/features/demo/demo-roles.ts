import { i18n } from "@/lib/i18n";

// The demo family's places in it, as the server names them (in English), in the reader's language.
const roles = i18n("demo/demo-roles", { Father: "Father", Mother: "Mother", Daughter: "Daughter", Son: "Son" });

/** A demo member's role in the interface's language; one the client does not know, as it came. */
export function roleName(role: string): string {
  const words: Record<string, string> = roles.get();
  return Object.hasOwn(words, role) ? words[role]! : role;
}
