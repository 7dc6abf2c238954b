import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { PHOTO_MAX_BYTES } from "../../../contract/limits";
import { UPLOAD_ID } from "../../../contract/uploads";
import { type Clock, systemClock } from "../../core/clock";
import type { Db } from "../../db/client";
import { fileRemovals, objects, uploads } from "../../db/schema";
import { conflict, forbidden, invalid, tooLarge } from "../../core/errors";
import type { LocalStorage, ReceiveResult } from "../../storage/local-storage";
import type { ObjectStorage } from "../../core/object-storage";
import { verifyUpload } from "../../storage/upload-signature";
import { PENDING_IMAGE_MS } from "./file-sweep";
import { type ImageKind, processImage } from "./images";

const uploadKey = (id: string) => `uploads/${id}`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** A single-use URL for one direct PUT, bound to the user, valid for `ttlMs`. */
export async function grantUpload(db: Db, storage: ObjectStorage, userId: number, now: Clock, ttlMs: number): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  const expiresAt = now() + ttlMs;
  await db.insert(uploads).values({ id, userId, maxBytes: PHOTO_MAX_BYTES, expiresAt: new Date(expiresAt) });
  return storage.uploadUrl(uploadKey(id), { userId, maxBytes: PHOTO_MAX_BYTES, expiresAt });
}

export type SignedPut = { id: string; userId: number; maxBytes: number; expiresAt: number; signature: string };

// Node cuts a transfer off at its time limit, checking every few seconds: a claim is void
// only once that limit and a margin have passed, when its transfer is surely gone.
const CLAIM_MARGIN_MS = 60_000;

/**
 * The local-disk stand-in for S3's presigned PUT: checks the signature, then stores once.
 * One transfer at a time: a PUT claims the upload in the database before it reads a byte of
 * its body (so this holds across app processes too), and lets go if it does not store the
 * file, so the person may try again; a claim its process took down with it expires.
 */
export async function receiveUpload(
  db: Db,
  storage: LocalStorage,
  secret: string,
  put: SignedPut,
  transfer: { body: Readable; declaredLength: number | undefined; timeLimitMs: number },
  now: Clock,
): Promise<void> {
  const key = uploadKey(put.id);
  if (!verifyUpload(secret, { key, userId: put.userId, maxBytes: put.maxBytes, expiresAt: put.expiresAt }, put.signature)) {
    throw forbidden("Invalid upload signature");
  }
  if (now() > put.expiresAt) throw forbidden("Request has expired");
  const overLimit = tooLarge(`The file is larger than the ${megabytes(put.maxBytes)} limit`);
  if (transfer.declaredLength !== undefined && transfer.declaredLength > put.maxBytes) throw overLimit;

  const mine = and(eq(uploads.id, put.id), eq(uploads.userId, put.userId));
  const used = conflict("This upload URL has already been used");
  const startedAt = new Date(now());
  const stale = new Date(startedAt.getTime() - transfer.timeLimitMs - CLAIM_MARGIN_MS);
  const [claimed] = await db
    .update(uploads)
    .set({ startedAt })
    .where(and(mine, isNull(uploads.receivedAt), or(isNull(uploads.startedAt), lt(uploads.startedAt, stale))))
    .returning({ id: uploads.id });
  if (!claimed) {
    const [grant] = await db.select({ receivedAt: uploads.receivedAt }).from(uploads).where(mine);
    if (!grant) throw forbidden("Invalid upload signature");
    if (grant.receivedAt) throw used;
    throw conflict("This upload is already in progress");
  }

  const ours = and(mine, eq(uploads.startedAt, startedAt), isNull(uploads.receivedAt));
  let result: ReceiveResult | undefined;
  try {
    result = await storage.receive(key, transfer.body, put.maxBytes, async () => {
      const [won] = await db
        .update(uploads)
        .set({ receivedAt: new Date(now()) })
        .where(ours)
        .returning({ id: uploads.id });
      return !!won;
    });
  } finally {
    if (result !== "stored")
      await db
        .update(uploads)
        .set({ startedAt: null })
        .where(ours)
        .catch(() => {});
  }
  if (result === "too-large") throw overLimit;
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
  now: Clock = systemClock,
): Promise<PreparedImage> {
  const id = UPLOAD_ID.exec(uploadUrl)?.[1];
  if (!id) throw invalid("That is not an upload URL from this site");
  const [grant] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!grant || grant.userId !== userId) throw invalid("Upload not found");
  if (grant.claimedAt) throw conflict("This upload has already been used");

  const original = await storage.read(uploadKey(id), maxBytes);
  if (original === null) throw invalid("The file has not been uploaded yet");
  if (original === "too-large") throw invalid(`The image is larger than the ${megabytes(maxBytes)} limit`);

  const data = await processImage(original, kind);
  const key = `images/${randomBytes(18).toString("base64url")}.webp`;
  // Queued for removal until the transaction that records it commits: should this process
  // die in between, the file sweep removes the image that nothing records.
  await db.insert(fileRemovals).values({ key, notBefore: new Date(now() + PENDING_IMAGE_MS) });
  await storage.write(key, data, "image/webp");
  return { uploadId: id, key, data };
}

/**
 * What a stored image belongs to, and so who may see it and what takes it along: a member's
 * own (their picture or banner, a post's photo) goes with their account; a church's logo and
 * banner with the church; the site's logo stays with the site, whoever uploaded it.
 */
export type ImageOwner =
  | { kind: "avatar" | "banner"; userId: number }
  | { kind: "post"; userId: number; postId: number }
  | { kind: "church_logo" | "church_banner"; churchId: number }
  | { kind: "site_logo" }
  | { kind: "event_cover"; eventId: number }
  | { kind: "message_image"; userId: number; messageId: number };

/** Inside the caller's transaction: the upload is spent and the image recorded as its owner's. */
export async function attachImage(tx: Db, image: PreparedImage, owner: ImageOwner): Promise<string> {
  const [claimed] = await tx
    .update(uploads)
    .set({ claimedAt: new Date() })
    .where(and(eq(uploads.id, image.uploadId), isNull(uploads.claimedAt)))
    .returning({ id: uploads.id });
  if (!claimed) throw conflict("This upload has already been used");
  await tx.delete(fileRemovals).where(eq(fileRemovals.key, image.key));
  await tx.insert(objects).values({
    key: image.key,
    ownerId: "userId" in owner ? owner.userId : null,
    kind: owner.kind,
    postId: "postId" in owner ? owner.postId : null,
    churchId: "churchId" in owner ? owner.churchId : null,
    eventId: "eventId" in owner ? owner.eventId : null,
    messageId: "messageId" in owner ? owner.messageId : null,
    bytes: image.data.length,
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
export async function withImage<T>(storage: ObjectStorage, image: PreparedImage, write: (image: PreparedImage) => Promise<T>): Promise<T> {
  try {
    const result = await write(image);
    await settleImage(storage, image, true);
    return result;
  } catch (err) {
    await settleImage(storage, image, false);
    throw err;
  }
}
