interface TextLink {
  text: string;
  href: string;
}

/** A piece of someone's text: plain, or a web address to show as a link. */
export type TextPart = string | TextLink;

// Only addresses typed in full (http:// or https://) or starting with www.: a bare
// "example.com" or an e-mail address stays text. One starts where a word does (not inside a
// word, an address or an e-mail) and runs to the next space or character never found in one.
const ADDRESS = /(?<![\p{L}\p{N}_@./-])(?:https?:\/\/|www\.)[^\s<>"]+/giu;
// Then it needs a host: "https://" alone or "www.x" is not an address.
const WITH_HOST = /^(?:https?:\/\/[\p{L}\p{N}[]|www\.[\p{L}\p{N}-]+\.[\p{L}\p{N}])/iu;
// Punctuation that ends a sentence or a quote, not the address before it.
const TRAILING = ".,:;!?'*~…";
const PAIRS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

const count = (text: string, char: string) => text.split(char).length - 1;

/** The address without what follows it in the sentence: "x.com/a)." in "(see x.com/a)." is "x.com/a". */
function trimEnd(candidate: string): string {
  let text = candidate;
  for (;;) {
    const last = text.at(-1) ?? "";
    const opening = PAIRS[last];
    // A closing bracket belongs to the address only when the address opened it: wiki/Psalm_(23).
    if (TRAILING.includes(last) || (opening !== undefined && count(text, last) > count(text, opening))) text = text.slice(0, -1);
    else return text;
  }
}

function hrefOf(text: string): string | undefined {
  const href = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "http:" ? href : undefined;
  } catch {
    return undefined;
  }
}

/** Splits text into plain parts and links to the web addresses in it. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimEnd(match[0]);
    const href = WITH_HOST.test(address) ? hrefOf(address) : undefined;
    if (href === undefined) continue;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ text: address, href });
    at = match.index + address.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
