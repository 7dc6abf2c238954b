import { find } from "linkifyjs";

export interface TextLink {
  text: string;
  href: string;
}

/** A piece of someone's text: plain, or a web address to show as a link. */
export type TextPart = string | TextLink;

// Only web addresses people type in full (http:// or https://) or start with www.: a bare
// "example.com" or an e-mail address stays text, and no other scheme ever becomes a link.
const WEB_ADDRESS = /^(?:https?:\/\/|www\.)/i;
const WEB_HREF = /^https?:\/\//i;

/**
 * Splits text into plain parts and links. linkifyjs decides where an address ends, leaving
 * out trailing punctuation ("." "," "!" and a ")" that closes nothing inside the address).
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const link of find(text, "url", { defaultProtocol: "https" })) {
    if (!WEB_ADDRESS.test(link.value) || !WEB_HREF.test(link.href)) continue;
    if (link.start > at) parts.push(text.slice(at, link.start));
    parts.push({ text: link.value, href: link.href });
    at = link.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
