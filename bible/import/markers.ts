// What USFM's markers (and the USFX elements named after them) hold, as far as a verse's words
// go. Markers are named here without their level ("s" for \s1, "q" for \q2) or the "+" that nests
// a character style.

/** A marker as these lists name it: "\+w" is "w", "\s2" is "s", "\toc1" is "toc", "\qt-s" is "qt". */
export function markerName(marker: string): string {
  return marker
    .replace(/^\+/, "")
    .replace(/-[se]$/, "")
    .replace(/\d+$/, "");
}

/**
 * Notes and other inline spans that are no part of the words, from their marker to its end
 * marker (\f … \f*): footnotes, cross references, figures, alternative and published numbers.
 */
export const NOTES = new Set(["f", "fe", "ef", "x", "ex", "fig", "ca", "va", "vp", "cat", "rq", "pro"]);

/**
 * Lines and paragraphs that are no part of the words: the book's identification and titles,
 * headings and references under them, psalms' titles, introductions, remarks. (A psalm title
 * that holds a \v is a verse the translation numbers, and is kept from there.)
 */
export const NOT_WORDS = new Set([
  ...["id", "ide", "h", "toc", "toca", "rem", "sts", "usfm", "restore", "periph", "lit", "cl", "cp", "qa", "sp", "d"],
  ...["mt", "mte", "ms", "mr", "s", "sr", "sd", "r"],
  ...["imt", "imte", "is", "ip", "ipi", "im", "imi", "ipq", "imq", "ipr", "iq", "ib", "ili", "iot", "io", "iex", "ie"],
  ...["esb", "esbe"],
]);

/** Paragraphs, lines of poetry, lists and table cells: they hold the verses' words. */
export const BODY = new Set([
  ...["p", "m", "po", "pr", "cls", "pmo", "pm", "pmc", "pmr", "pi", "mi", "nb", "pc", "ph", "b", "pb"],
  ...["q", "qr", "qc", "qm", "qd", "li", "lh", "lf", "lim", "tr", "th", "thr", "thc", "tc", "tcr", "tcc"],
]);

/** Whether a marker breaks the line (a paragraph, a line of poetry, a Selah set apart): a space between the words either side. */
export function breaksLine(name: string): boolean {
  return BODY.has(name) || name === "qs";
}
