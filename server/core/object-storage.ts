import type { Readable } from "node:stream";

type StoredObject = { body: Readable; size: number; contentType: string };

/**
 * Where files live: local disk by default, an S3-compatible bucket when configured. The rest
 * of the app sees only this, and never tells the two apart.
 */
export interface ObjectStorage {
  /** A URL the browser PUTs one file to, directly; valid until `expiresAt` (ms). */
  uploadUrl(key: string, grant: { userId: number; maxBytes: number; expiresAt: number }): Promise<string>;
  /** The object's bytes, or null when there is none (or more than `maxBytes`). */
  read(key: string, maxBytes: number): Promise<Buffer | null | "too-large">;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  open(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  /** Origins the browser must be allowed to connect to for uploads (CSP connect-src). */
  readonly uploadOrigins: string[];
}
