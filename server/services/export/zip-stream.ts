import { type Readable, finished } from "node:stream";
import { ZipFile } from "yazl";

/** A file of an archive: opened only when its turn comes (null: there is none after all, skip it). */
export type ArchiveFile = { name: string; open: () => Promise<Readable | null>; compress?: boolean; mtime?: Date };

const ended = (stream: Readable) => new Promise<void>((resolve, reject) => finished(stream, (error) => (error ? reject(error) : resolve())));

/**
 * A zip archive written as it is read. Files are opened one at a time, the next only once the
 * one before has been read to its end, and the reader's pace sets the pace of everything
 * behind it (backpressure), so the archive is never held whole, nor more than one file open.
 * When the reader goes away (the output is destroyed), the open file is closed and no more
 * are opened; when a file fails, the output fails with its error.
 */
export function zipStream(files: AsyncIterable<ArchiveFile>): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let open: Readable | undefined;
  let stopped = false;
  output.once("close", () => {
    stopped = true;
    open?.destroy();
  });
  zip.on("error", (error: Error) => output.destroy(error));

  async function write() {
    for await (const file of files) {
      if (stopped) return;
      const body = await file.open();
      if (!body) continue;
      if (stopped) {
        body.destroy();
        return;
      }
      open = body;
      zip.addReadStream(body, file.name, { compress: file.compress ?? true, ...(file.mtime ? { mtime: file.mtime } : {}) });
      await ended(body);
    }
    open = undefined;
    zip.end();
  }
  write().catch((error: Error) => {
    open?.destroy();
    output.destroy(error);
  });
  return output;
}
