import { describe, expect, it } from "vitest";
import { splitLinks, splitText, type TextPart } from "../../client/src/components/text-links";

// Which parts of a post or comment become links, and where each link ends.

const links = (text: string) => splitLinks(text).filter((part): part is Exclude<TextPart, string> => typeof part !== "string");

describe("splitLinks", () => {
  it("keeps every character, in order, between the parts", () => {
    const text = "Read https://example.com/a. Or (see www.example.org/b), then <b>bold</b>!";
    expect(
      splitLinks(text)
        .map((part) => (typeof part === "string" ? part : part.text))
        .join(""),
    ).toBe(text);
  });

  it("links http(s) addresses as written and www. ones over https", () => {
    expect(links("a https://example.com/x?y=1&z=2#top b http://example.org c WWW.Example.net/p")).toEqual([
      { text: "https://example.com/x?y=1&z=2#top", href: "https://example.com/x?y=1&z=2#top" },
      { text: "http://example.org", href: "http://example.org" },
      { text: "WWW.Example.net/p", href: "https://WWW.Example.net/p" },
    ]);
  });

  it("leaves out the sentence's punctuation and a bracket the address did not open", () => {
    const ends = (text: string) => links(text).map((link) => link.text);
    expect(ends("See https://example.com/grace.")).toEqual(["https://example.com/grace"]);
    expect(ends("https://example.com/a, https://example.com/b; https://example.com/c! https://example.com/d? ok")).toEqual([
      "https://example.com/a",
      "https://example.com/b",
      "https://example.com/c",
      "https://example.com/d",
    ]);
    expect(ends("(see www.example.org/psalms), then")).toEqual(["www.example.org/psalms"]);
    expect(ends("https://en.wikipedia.org/wiki/Psalm_23_(disambiguation).")).toEqual(["https://en.wikipedia.org/wiki/Psalm_23_(disambiguation)"]);
    expect(ends("(https://example.com/a_(b))")).toEqual(["https://example.com/a_(b)"]);
    expect(ends("'https://example.com/q'")).toEqual(["https://example.com/q"]);
    expect(ends('"https://example.com/q"')).toEqual(["https://example.com/q"]);
  });

  it("finds addresses in right-to-left text", () => {
    expect(links("ראו https://he.wikipedia.org/wiki/ירושלים. עוד")).toEqual([
      { text: "https://he.wikipedia.org/wiki/ירושלים", href: "https://he.wikipedia.org/wiki/ירושלים" },
    ]);
  });

  it("leaves everything else as text: bare domains, e-mail, other schemes, half addresses", () => {
    for (const text of [
      "example.com",
      "write to me@www.example.com",
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "ftp://example.com/file",
      "https:// nothing",
      "www.tooshort",
      "foo.www.example.com",
      "xhttps://example.com",
      "<script>alert(1)</script>",
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });

  it("returns plain text as one part, and nothing for nothing", () => {
    expect(splitLinks("Grace and peace")).toEqual(["Grace and peace"]);
    expect(splitLinks("")).toEqual([]);
  });
});

describe("splitText", () => {
  it("makes each Bible reference the server found a part of its own, beside web addresses", () => {
    const text = "Read Jn 3:16 at https://example.com/Jn3:16 tonight";
    const verses = [
      { start: 5, end: 12, osis: "John.3.16" },
      // Inside the address: the address keeps it.
      { start: 36, end: 42, osis: "John.3.16" },
    ];
    expect(splitText(text, verses)).toEqual([
      "Read ",
      { text: "Jn 3:16", osis: "John.3.16" },
      " at ",
      { text: "https://example.com/Jn3:16", href: "https://example.com/Jn3:16" },
      " tonight",
    ]);
  });

  it("keeps the text whole, in order, with several references or none", () => {
    const text = "Ps 23 and Isa 53:5";
    const parts = splitText(text, [
      { start: 0, end: 5, osis: "Ps.23.1-Ps.23.6" },
      { start: 10, end: 18, osis: "Isa.53.5" },
    ]);
    expect(parts.map((part) => (typeof part === "string" ? part : part.text)).join("")).toBe(text);
    expect(parts.filter((part) => typeof part !== "string")).toHaveLength(2);
    expect(splitText("Grace and peace", [])).toEqual(["Grace and peace"]);
  });
});
