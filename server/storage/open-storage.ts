import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../core/config";
import { type LocalStorage, localStorage } from "./local-storage";
import type { ObjectStorage } from "../core/object-storage";
import { s3Storage } from "./s3-storage";

export type Storage = { storage: ObjectStorage; localUploads?: { storage: LocalStorage; secret: string } };

/** APP_SECRET, or one made once and kept beside the data (mode 0600, in a 0700 folder). */
export function loadAppSecret(config: Config): string {
  if (config.appSecret) return config.appSecret;
  const file = path.join(config.dataDir, "app-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

/** S3 when a bucket is configured; otherwise files under DATA_DIR/objects. */
export async function openStorage(config: Config): Promise<Storage> {
  if (config.s3) return { storage: await s3Storage(config.s3) };
  const secret = loadAppSecret(config);
  const local = localStorage(path.join(config.dataDir, "objects"), secret);
  return { storage: local, localUploads: { storage: local, secret } };
}
