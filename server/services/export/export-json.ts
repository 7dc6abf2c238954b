import { Readable } from "node:stream";

/** How many rows an export reads at a time: enough to be quick, few enough to stay small in memory. */
export const EXPORT_PAGE_SIZE = 500;

/** Reads one page of rows after the last row of the page before (none for the first). */
export type PageReader<Row> = (after: Row | undefined, size: number) => Promise<Row[]>;

/** Every row, a page at a time, by keyset: the next page is read only when it is asked for. */
export async function* keysetPages<Row>(read: PageReader<Row>, size = EXPORT_PAGE_SIZE): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const page = await read(after, size);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    after = page[page.length - 1];
  }
}

/** A list whose items are read as the file is written: pages of items, already shaped for JSON. */
export type StreamedList = { streamed: () => AsyncIterable<unknown[]> };
export const streamedList = (pages: () => AsyncIterable<unknown[]>): StreamedList => ({ streamed: pages });

/** A document: a streamed list, or an object whose values are streamed lists or plain JSON. */
export type JsonDocument = StreamedList | Record<string, unknown>;

const isStreamed = (value: unknown): value is StreamedList => typeof value === "object" && value !== null && "streamed" in value;

// Items are written as JSON.stringify(_, null, 2) would, indented to their depth, so the
// files read well in any editor.
const indented = (value: unknown, depth: number) => JSON.stringify(value, null, 2).replaceAll("\n", `\n${"  ".repeat(depth)}`);

async function* listText(list: StreamedList, depth: number): AsyncGenerator<string> {
  const pad = "  ".repeat(depth + 1);
  let first = true;
  yield "[";
  for await (const page of list.streamed()) {
    let text = "";
    for (const item of page) {
      text += `${first ? "\n" : ",\n"}${pad}${indented(item, depth + 1)}`;
      first = false;
    }
    yield text;
  }
  yield first ? "]" : `\n${"  ".repeat(depth)}]`;
}

async function* documentText(document: JsonDocument): AsyncGenerator<Buffer> {
  if (isStreamed(document)) {
    for await (const text of listText(document, 0)) yield Buffer.from(text);
  } else {
    const entries = Object.entries(document);
    yield Buffer.from("{");
    for (const [i, [key, value]] of entries.entries()) {
      yield Buffer.from(`\n  ${JSON.stringify(key)}: `);
      if (isStreamed(value)) for await (const text of listText(value, 1)) yield Buffer.from(text);
      else yield Buffer.from(indented(value, 1));
      if (i < entries.length - 1) yield Buffer.from(",");
    }
    yield Buffer.from(entries.length ? "\n}" : "}");
  }
  yield Buffer.from("\n");
}

/**
 * A JSON file as a stream of bytes, written as it is read: a list's next page is read from
 * the database only once the bytes before it have been taken, so at most a page of rows is
 * held at a time, however many there are.
 */
export function jsonFile(document: JsonDocument): Readable {
  return Readable.from(documentText(document), { objectMode: false });
}
