import type { ObjectStorage } from "../../core/object-storage";

/** Forgets replaced or deleted images: their rows went with the transaction, the files now. */
export async function removeObjects(storage: ObjectStorage, keys: (string | null | undefined)[]): Promise<void> {
  for (const key of keys) {
    if (key) await storage.remove(key).catch(() => {});
  }
}

/** `/objects/images/x.webp` -> `images/x.webp`, for our own object paths only. */
export const keyOfPath = (url: string | null) => (url?.startsWith("/objects/") ? url.slice("/objects/".length) : null);
