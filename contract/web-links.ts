// The web addresses in someone's text: one reading for the client, which shows them as links,
// and the server, which reads the first one's page for the post's link card. Only addresses
// typed in full (http:// or https://) or starting with www.: a bare "example.com" or an e-mail
// address stays text. No schemas here: the post card imports it.

// One starts where a word does (not inside a word, an address or an e-mail) and runs to the
// next space or character never found in one.
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

/** A web address in a text: as written, where it starts, and the URL it links to. */
export type WebAddress = { text: string; index: number; href: string };

/** The web addresses in a text, in order. */
export function webAddressesIn(text: string): WebAddress[] {
  const found: WebAddress[] = [];
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimEnd(match[0]);
    const href = WITH_HOST.test(address) ? hrefOf(address) : undefined;
    if (href !== undefined) found.push({ text: address, index: match.index, href });
  }
  return found;
}
