import { MAX_SLUG, MIN_SLUG, RESERVED_SLUGS } from "../../../contract/churches";

/**
 * A web address made from a church's name: "Igreja Batista da Graça" -> "igreja-batista-da-graca".
 * Accents fall away, anything else becomes a hyphen; a name with too little to spell (in
 * another script, or too short), a reserved word or digits alone becomes "church-..." instead.
 */
export function slugFrom(name: string): string {
  const spelled = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG - 10)
    .replace(/-+$/, "");
  const usable = spelled.length >= MIN_SLUG && /[a-z]/.test(spelled) && !(RESERVED_SLUGS as readonly string[]).includes(spelled);
  return usable ? spelled : `church-${spelled || "home"}`.replace(/-+$/, "");
}
