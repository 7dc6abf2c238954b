import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ObjectStorage } from "../core/object-storage";
import { signUpload } from "./upload-signature";

// Keys are ours ("uploads/<id>", "images/<id>.webp"); anything else is refused before it
// can name a path outside the folder.
const KEY = /^[a-z]+\/[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/;

// People's uploads are readable by the app's user only, whatever the process umask.
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

const LOCAL_UPLOAD_PATH = "/api/objects/uploads/";

export type ReceiveResult = "stored" | "too-large" | "refused";

export type LocalStorage = ObjectStorage & {
  /**
   * Streams a PUT body into `key`, at most `maxBytes`. The file is written aside first and
   * only takes its place when `accept()` says so (the single-use check), so a refused,
   * oversized or broken upload leaves nothing behind.
   */
  receive(key: string, body: Readable, maxBytes: number, accept: () => Promise<boolean>): Promise<ReceiveResult>;
};

class TooLarge extends Error {}

function limit(maxBytes: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? new TooLarge() : null, chunk);
    },
  });
}

export function localStorage(root: string, secret: string): LocalStorage {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid object key: ${key}`);
    return path.join(root, key);
  };
  const contentTypeOf = (key: string) => (key.endsWith(".webp") ? "image/webp" : "application/octet-stream");

  return {
    uploadOrigins: [],

    async uploadUrl(key, { userId, maxBytes, expiresAt }) {
      const signature = signUpload(secret, { key, userId, maxBytes, expiresAt });
      const query = new URLSearchParams({ user: String(userId), max: String(maxBytes), expires: String(expiresAt), signature });
      return `${LOCAL_UPLOAD_PATH}${key.slice("uploads/".length)}?${query}`;
    },

    async read(key, maxBytes) {
      try {
        const file = pathOf(key);
        const { size } = await fs.promises.stat(file);
        if (size > maxBytes) return "too-large";
        return await fs.promises.readFile(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },

    async write(key, body) {
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await fs.promises.writeFile(partial, body, { mode: PRIVATE_FILE });
      await fs.promises.rename(partial, file);
    },

    async open(key) {
      try {
        const file = pathOf(key);
        const { size } = await fs.promises.stat(file);
        return { body: fs.createReadStream(file), size, contentType: contentTypeOf(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },

    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },

    async receive(key, body, maxBytes, accept) {
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
      const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
      try {
        await pipeline(body, limit(maxBytes), fs.createWriteStream(partial, { flags: "wx", mode: PRIVATE_FILE }));
        if (!(await accept())) return "refused";
        await fs.promises.rename(partial, file);
        return "stored";
      } catch (err) {
        if (err instanceof TooLarge) return "too-large";
        throw err;
      } finally {
        await fs.promises.rm(partial, { force: true });
      }
    },
  };
}
