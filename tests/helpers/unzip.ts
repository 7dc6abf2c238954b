import yauzl from "yauzl";

/** Every file of a zip archive, by its name in the archive (yauzl checks each file's CRC as it reads). */
export async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("error", reject);
    zip.on("end", resolve);
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", reject);
        stream.on("end", () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return files;
}

/** A JSON file of the archive, parsed. */
// biome-ignore lint/suspicious/noExplicitAny: the archive's files are read as the JSON they hold
export function jsonIn(files: Map<string, Buffer>, name: string): any {
  const file = files.get(name);
  if (!file) throw new Error(`${name} is not in the archive (it has ${[...files.keys()].join(", ")})`);
  return JSON.parse(file.toString("utf8"));
}
