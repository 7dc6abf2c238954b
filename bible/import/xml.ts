import { ImportError } from "./collected";

// OSIS and USFX files are read a tag or a run of text at a time: a whole Bible is a few MB, and
// what the readers need (where each verse starts and ends, what is a note) is in the order of
// the tags, not in a tree. A file that is no XML, is in another format or is cut short (an
// element never closed) is refused with the line where it goes wrong, rather than read in part.

export type XmlToken =
  | { kind: "open"; name: string; attributes: Record<string, string>; empty: boolean; raw: string; line: number }
  | { kind: "close"; name: string; raw: string; line: number }
  | { kind: "text"; text: string; raw: string; line: number };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** XML text as it reads: its entities (named and numbered) replaced by their characters. */
function decodeXml(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (whole, hex?: string, decimal?: string, name?: string) => {
    if (name) return ENTITIES[name.toLowerCase()] ?? whole;
    const code = hex ? Number.parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

// Comments, declarations and processing instructions; CDATA; a tag; text up to the next tag.
const TOKEN = /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<![^>]*>|<\?[\s\S]*?\?>|<[^<>]*>|[^<]+/y;
const TAG = /^<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>$/;
const ATTRIBUTE = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** An element's name without its namespace's prefix ("osis:verse" is "verse"). */
const local = (name: string) => name.slice(name.indexOf(":") + 1);

/**
 * The tags and text of an XML file in order, its root checked to be `root`: each tag with its
 * line, the text decoded. Throws an ImportError naming the file and the line of what is broken.
 */
export function* xmlTokens(source: string, file: string, root: string): Generator<XmlToken> {
  const open: { name: string; line: number }[] = [];
  let line = 1;
  let rootSeen = false;
  const fail = (message: string, at = line) => new ImportError(`${file}, line ${at}: ${message}`);
  const token = new RegExp(TOKEN);
  token.lastIndex = source.startsWith("\uFEFF") ? 1 : 0; // A byte-order mark is no text.
  while (token.lastIndex < source.length) {
    const at = token.lastIndex;
    const match = token.exec(source);
    if (!match) throw fail("a < that starts no tag (is the file cut short?)");
    const raw = match[0];
    const tokenLine = line;
    for (let i = raw.indexOf("\n"); i !== -1; i = raw.indexOf("\n", i + 1)) line++;
    if (raw.startsWith("<![CDATA[")) {
      if (!open.length) throw fail("text outside the root element", tokenLine);
      yield { kind: "text", text: match[1]!, raw, line: tokenLine };
    } else if (raw.startsWith("<!") || raw.startsWith("<?")) {
      // A comment, the XML declaration, a DOCTYPE: not the text.
    } else if (raw.startsWith("<")) {
      const tag = TAG.exec(raw);
      if (!tag) throw fail(`${raw.length > 60 ? `${raw.slice(0, 60)}…` : raw} is not a well-formed tag`, tokenLine);
      const [, closing, qualified, attributeText, selfClosing] = tag as unknown as [string, string, string, string, string];
      const name = local(qualified);
      if (closing) {
        if (attributeText || selfClosing) throw fail(`${raw} is not a well-formed tag`, tokenLine);
        const opened = open.findLastIndex((element) => element.name === name);
        if (opened === -1) {
          if (!open.length) throw fail(`</${name}> closes nothing`, tokenLine);
          continue; // Closes an element already taken as closed (see below): nothing more to do.
        }
        // Exporters (SWORD's mod2osis among them) let a verse or a note end inside an element
        // that closes after it: the elements still open inside are taken as closed here, so
        // that readers always see tags in order, and their late closing tags are passed over.
        for (const inner of open.splice(opened).reverse()) yield { kind: "close", name: inner.name, raw: `</${inner.name}>`, line: tokenLine };
      } else {
        if (!open.length) {
          if (rootSeen) throw fail(`<${name}> after the root element has closed`, tokenLine);
          if (name !== root) throw fail(`the file's root element is <${name}>, not <${root}>: is it in another format?`, tokenLine);
          rootSeen = true;
        }
        const attributes: Record<string, string> = {};
        for (const [, key, double, single] of attributeText.matchAll(ATTRIBUTE)) attributes[local(key!)] = decodeXml(double ?? single ?? "");
        if (!selfClosing) open.push({ name, line: tokenLine });
        yield { kind: "open", name, attributes, empty: Boolean(selfClosing), raw, line: tokenLine };
      }
    } else if (open.length) {
      yield { kind: "text", text: decodeXml(raw), raw, line: tokenLine };
    } else if (raw.trim()) {
      throw fail(rootSeen ? "text after the root element has closed" : `text before the root element: is it an XML file?`, tokenLine);
    }
    if (token.lastIndex === at) throw fail("the file cannot be read past here");
  }
  const unclosed = open.pop();
  if (unclosed) throw fail(`the file ends before <${unclosed.name}> (opened on line ${unclosed.line}) is closed: is it cut short?`);
  if (!rootSeen) throw fail(`no <${root}> element: is it an XML file in this format?`);
}
