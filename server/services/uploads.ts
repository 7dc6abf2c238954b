import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { and, eq, isNull } from "drizzle-orm";
import { PHOTO_MAX_BYTES } from "../../contract/limits";
import { UPLOAD_ID } from "../../contract/uploads";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { objects, uploads } from "../db/schema";
import { HttpError, badRequest, conflict, forbidden } from "../http/errors";
import type { LocalStorage } from "../storage/local-storage";
import type { ObjectStorage } from "../storage/object-storage";
import { verifyUpload } from "../storage/upload-signature";
import { type ImageKind, processImage } from "./images";

export const uploadKey = (id: string) => `uploads/${id}`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** A single-use URL for one direct PUT, bound to the user, valid for `ttlMs`. */
export async function grantUpload(db: Db, storage: ObjectStorage, userId: number, now: Clock, ttlMs: number): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  const expiresAt = now() + ttlMs;
  await db.insert(uploads).values({ id, userId, maxBytes: PHOTO_MAX_BYTES, expiresAt: new Date(expiresAt) });
  return storage.uploadUrl(uploadKey(id), { userId, maxBytes: PHOTO_MAX_BYTES, expiresAt });
}

export type SignedPut = { id: string; userId: number; maxBytes: number; expiresAt: number; signature: string };

/** The local-disk stand-in for S3's presigned PUT: checks the signature, then stores once. */
export async function receiveUpload(
  db: Db,
  storage: LocalStorage,
  secret: string,
  put: SignedPut,
  body: Readable,
  declaredLength: number | undefined,
  now: Clock,
): Promise<void> {
  const key = uploadKey(put.id);
  if (!verifyUpload(secret, { key, userId: put.userId, maxBytes: put.maxBytes, expiresAt: put.expiresAt }, put.signature)) {
    throw forbidden("Invalid upload signature");
  }
  if (now() > put.expiresAt) throw forbidden("Request has expired");
  const tooLarge = new HttpError(413, `The file is larger than the ${megabytes(put.maxBytes)} limit`);
  if (declaredLength !== undefined && declaredLength > put.maxBytes) throw tooLarge;

  const mine = and(eq(uploads.id, put.id), eq(uploads.userId, put.userId));
  const [grant] = await db.select().from(uploads).where(mine);
  if (!grant) throw forbidden("Invalid upload signature");
  const used = conflict("This upload URL has already been used");
  if (grant.receivedAt) throw used;

  const result = await storage.receive(key, body, put.maxBytes, async () => {
    const [won] = await db
      .update(uploads)
      .set({ receivedAt: new Date(now()) })
      .where(and(mine, isNull(uploads.receivedAt)))
      .returning({ id: uploads.id });
    return !!won;
  });
  if (result === "too-large") throw tooLarge;
  if (result === "refused") throw used;
}

export type PreparedImage = {
  uploadId: string;
  key: string;
  data: Buffer;
};

/**
 * Turns the URL a client got from POST /api/objects/upload into a safe image: only the
 * uploader's own, unclaimed upload, within `maxBytes`, really an image. The image is stored
 * under a new key; `attach` then records it in the caller's transaction.
 */
export async function prepareImage(
  db: Db,
  storage: ObjectStorage,
  userId: number,
  uploadUrl: string,
  kind: ImageKind,
  maxBytes: number,
): Promise<PreparedImage> {
  const id = UPLOAD_ID.exec(uploadUrl)?.[1];
  if (!id) throw badRequest("That is not an upload URL from this site");
  const [grant] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!grant || grant.userId !== userId) throw badRequest("Upload not found");
  if (grant.claimedAt) throw conflict("This upload has already been used");

  const original = await storage.read(uploadKey(id), maxBytes);
  if (original === null) throw badRequest("The file has not been uploaded yet");
  if (original === "too-large") throw badRequest(`The image is larger than the ${megabytes(maxBytes)} limit`);

  const data = await processImage(original, kind);
  const key = `images/${randomBytes(18).toString("base64url")}.webp`;
  await storage.write(key, data, "image/webp");
  return { uploadId: id, key, data };
}

/** Inside the caller's transaction: the upload is spent and the image recorded as `kind`. */
export async function attachImage(
  tx: Db,
  image: PreparedImage,
  owner: { userId: number; kind: ImageKind; postId?: number },
): Promise<string> {
  const [claimed] = await tx
    .update(uploads)
    .set({ claimedAt: new Date() })
    .where(and(eq(uploads.id, image.uploadId), isNull(uploads.claimedAt)))
    .returning({ id: uploads.id });
  if (!claimed) throw conflict("This upload has already been used");
  await tx.insert(objects).values({
    key: image.key,
    ownerId: owner.userId,
    kind: owner.kind,
    postId: owner.postId ?? null,
    contentType: "image/webp",
  });
  return `/objects/${image.key}`;
}

/**
 * After the transaction: once the image is recorded the original upload goes; if nothing
 * recorded it, the new image goes and the upload stays, so the client may try again.
 */
async function settleImage(storage: ObjectStorage, image: PreparedImage, committed: boolean): Promise<void> {
  const leftover = committed ? uploadKey(image.uploadId) : image.key;
  await storage.remove(leftover).catch(() => {});
}

/** Runs `write` with a prepared image and cleans up storage whichever way it ends. */
export async function withImage<T>(
  storage: ObjectStorage,
  image: PreparedImage,
  write: (image: PreparedImage) => Promise<T>,
): Promise<T> {
  try {
    const result = await write(image);
    await settleImage(storage, image, true);
    return result;
  } catch (err) {
    await settleImage(storage, image, false);
    throw err;
  }
}
