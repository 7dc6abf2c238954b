import { eq } from "drizzle-orm";
import { PROFILE_IMAGE_MAX_BYTES } from "../../../contract/limits";
import type { Context } from "../../core/context";
import type { Db } from "../../db/client";
import { objects } from "../../db/schema";
import type { ImageKind } from "./images";
import { keyOfPath } from "./objects";
import { type ImageOwner, type PreparedImage, attachImage, prepareImage, withImage } from "./uploads";

/** A change to one image of a page (a logo, a banner): a new upload's URL, null to remove it, or none. */
export type ImageChange = string | null | undefined;

/** Each new image a change brings, by the name of its slot. */
export type NewImages<Slot extends string> = Partial<Record<Slot, PreparedImage>>;

/**
 * Runs `write` with the new images of `changes` (each upload `uploaderId`'s own, checked and
 * stored first, outside the transaction that records them), and cleans up storage whichever
 * way it ends: a refused write leaves every upload usable for another try.
 */
export async function withNewImages<Slot extends string, T>(
  { db, storage, now }: Context,
  uploaderId: number,
  changes: { [S in Slot]: { url: ImageChange; kind: ImageKind } },
  write: (images: NewImages<Slot>) => Promise<T>,
): Promise<T> {
  const images: NewImages<Slot> = {};
  const slots = (Object.keys(changes) as Slot[]).filter((slot) => typeof changes[slot].url === "string");
  // One at a time, each inside the last: should a later one be refused, the earlier are undone.
  const next = async (index: number): Promise<T> => {
    const slot = slots[index];
    if (slot === undefined) return write(images);
    const { url, kind } = changes[slot];
    const image = await prepareImage(db, storage, uploaderId, url as string, kind, PROFILE_IMAGE_MAX_BYTES, now);
    images[slot] = image;
    return withImage(storage, image, () => next(index + 1));
  };
  return next(0);
}

/**
 * In the caller's transaction: `image` (or none, to remove it) takes the place of the one at
 * `before`, whose row goes (its file is queued for removal). Returns the new URL and the key of
 * the file replaced, to remove once the transaction has committed.
 */
export async function replaceImage(
  tx: Db,
  before: string | null,
  image: PreparedImage | undefined,
  owner: ImageOwner,
): Promise<{ url: string | null; replaced: string | null }> {
  const url = image ? await attachImage(tx, image, owner) : null;
  const replaced = keyOfPath(before);
  if (replaced) await tx.delete(objects).where(eq(objects.key, replaced));
  return { url, replaced };
}
