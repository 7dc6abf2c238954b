import type { Mention } from "@contract/mentions";
import type { VerseRef } from "@contract/verse-refs";
import { webAddressesIn } from "@contract/web-links";

interface TextLink {
  text: string;
  href: string;
}

interface TextVerse {
  text: string;
  osis: string;
}

interface TextMention {
  text: string;
  userId: number;
}

/**
 * A piece of someone's text: plain, a web address to show as a link, a Bible reference (found
 * by the server), or someone it mentions ("@Name", as the server kept them).
 */
export type TextPart = string | TextLink | TextVerse | TextMention;

/**
 * Splits text into plain parts, links to the web addresses in it, the Bible references the
 * server found in it (`verses`, by their place in the text; one inside an address stays part
 * of the address), and the people it mentions (each "@Name" of `mentions` in the plain parts).
 */
export function splitText(text: string, verses: readonly VerseRef[] = [], mentions: readonly Mention[] = []): TextPart[] {
  const parts = splitVerses(text, verses);
  return mentions.length === 0 ? parts : parts.flatMap((part) => (typeof part === "string" ? splitMentions(part, mentions) : [part]));
}

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A plain part's mentions: "@Name" for each of `mentions`, the longest name first, not inside a longer word. */
function splitMentions(text: string, mentions: readonly Mention[]): TextPart[] {
  const names = mentions.filter((m) => m.name !== "").sort((a, b) => b.name.length - a.name.length);
  if (names.length === 0 || !text.includes("@")) return [text];
  const byName = new Map(names.map((m) => [m.name, m.id]));
  const pattern = new RegExp(`@(${names.map((m) => escaped(m.name)).join("|")})(?![\\p{L}\\p{N}])`, "gu");
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ text: match[0], userId: byName.get(match[1]!)! });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** Text split into plain parts, its web addresses and its Bible references. */
function splitVerses(text: string, verses: readonly VerseRef[]): TextPart[] {
  const parts = splitLinks(text);
  if (verses.length === 0) return parts;
  const out: TextPart[] = [];
  let at = 0;
  for (const part of parts) {
    const start = at;
    at += typeof part === "string" ? part.length : part.text.length;
    if (typeof part !== "string") {
      out.push(part);
      continue;
    }
    let from = start;
    for (const verse of verses) {
      if (verse.start < from || verse.end > at || verse.end <= verse.start) continue;
      if (verse.start > from) out.push(text.slice(from, verse.start));
      out.push({ text: text.slice(verse.start, verse.end), osis: verse.osis });
      from = verse.end;
    }
    if (from < at) out.push(text.slice(from, at));
  }
  return out;
}

/** Splits text into plain parts and links to the web addresses in it. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const { text: address, href, index } of webAddressesIn(text)) {
    if (index > at) parts.push(text.slice(at, index));
    parts.push({ text: address, href });
    at = index + address.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
