import { Parser } from "htmlparser2";

/** What a page says of itself, for its card. */
export type PageMeta = { title: string | null; description: string | null; siteName: string | null; imageUrl: string | null };

const MAX_TITLE = 200;
const MAX_DESCRIPTION = 300;
const MAX_SITE_NAME = 100;

// Where each field is read from, best first: the page's Open Graph tags, then its Twitter
// card's, then what every page has (its <title>, its description meta).
const TITLE = ["og:title", "twitter:title"];
const DESCRIPTION = ["og:description", "twitter:description", "description"];
const SITE_NAME = ["og:site_name", "application-name"];
const IMAGE = ["og:image:secure_url", "og:image", "og:image:url", "twitter:image", "twitter:image:src"];

/** One line of plain text, at most `max` characters (cut at a word where it can be, and marked so). */
function clean(value: string | undefined, max: number): string | null {
  const text = value?.replace(/\s+/g, " ").trim();
  if (!text) return null;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join("");
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${atWord.length > max / 2 ? atWord : cut}…`;
}

/** An http(s) address for the image, resolved against the page's own address; null for any other. */
function imageAddress(value: string | undefined, pageUrl: string): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), pageUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Reads a page's card from its HTML: the Open Graph tags, falling back to the Twitter card's,
 * the <title> and the description meta. htmlparser2 decodes the entities in text and
 * attributes; a relative image address is resolved against `pageUrl` (where the page was
 * read from, after redirects).
 */
export function readPageMeta(html: string, pageUrl: string): PageMeta {
  const metas = new Map<string, string>();
  let title = "";
  let inTitle = false;
  let titleRead = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "title" && !titleRead) inTitle = true;
        if (name !== "meta") return;
        const key = (attributes.property ?? attributes.name ?? attributes.itemprop ?? "").trim().toLowerCase();
        const content = attributes.content;
        // The first of each wins: a page that repeats a tag means its first.
        if (key && content !== undefined && !metas.has(key)) metas.set(key, content);
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === "title" && inTitle) {
          inTitle = false;
          titleRead = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const first = (keys: string[]) => keys.map((key) => metas.get(key)).find((value) => value?.trim());
  return {
    title: clean(first(TITLE) ?? title, MAX_TITLE),
    description: clean(first(DESCRIPTION), MAX_DESCRIPTION),
    siteName: clean(first(SITE_NAME), MAX_SITE_NAME),
    imageUrl: imageAddress(first(IMAGE), pageUrl),
  };
}

/**
 * A page's bytes as text: in the charset its Content-Type names, else the one its own
 * <meta charset> (or http-equiv) names near its start, else UTF-8.
 */
export function pageText(body: Buffer, charset: string | undefined): string {
  const named = charset ?? /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(body.subarray(0, 2048).toString("latin1"))?.[1];
  try {
    return new TextDecoder(named ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
