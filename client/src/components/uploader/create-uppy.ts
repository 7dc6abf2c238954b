import AwsS3 from "@uppy/aws-s3";
import Uppy, { type Body, type Meta, type UppyEventMap } from "@uppy/core";
import { describeUploadError } from "./upload-errors";
import { watchRequests } from "./upload-requests";
import { uppyLocale, uppyMessages } from "./uppy-locale";
import type { UploadFileInfo, UploadParameters } from "./types";

// The product's fixed limits: 6 concurrent uploads, at most 10 retries.
const UPLOAD_CONCURRENCY = 6;
/** One delay per retry (10 retries), as Uppy's `retryDelays` used to take. */
const RETRY_DELAYS = [0, 1000, 2000, 3000, 5000, 8000, 13000, 21000, 34000, 55000] as const;
/** What the server accepts as an image (JPEG, PNG, WebP, GIF; never SVG). */
const ALLOWED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", ".jpg", ".jpeg", ".png", ".webp", ".gif"];

type Events = UppyEventMap<Meta, Body>;

/**
 * Uppy with the product's own rules on top:
 * - a failed upload is reported in fixed words (see upload-errors.ts), in the file's card,
 *   the status bar and the informer alike, because the words are changed before Uppy hears them;
 * - `uploadURL` in the result is exactly the URL the upload-parameter step gave (the S3 client
 *   would report it without its query string, which our API cannot verify);
 * - a failure worth retrying (no answer, a timeout, a server fault) is retried with a fresh
 *   single-use URL after RETRY_DELAYS[n], at most RETRY_DELAYS.length times per file;
 * - while a failed upload waits to be sent again (by Uppy's S3 client, or by the retry above) it
 *   is "waiting", not failed: `onWaitingChange` tells the dialog, which says so.
 */
class ProductUppy extends Uppy<Meta, Body> {
  /** File id -> the URL its current attempt was given. */
  readonly grants = new Map<string, string>();
  readonly #attempts = new Map<string, number>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  readonly #waiting = new Set<string>();
  readonly #waitingListeners = new Set<(waiting: boolean) => void>();
  readonly #unwatch = watchRequests({
    sent: (url) => {
      const fileId = this.#fileSentTo(url);
      if (fileId) this.#setWaiting(fileId, false);
    },
    // Once Uppy has dealt with the failure: a file without an error will be sent again.
    failed: (url) => {
      const fileId = this.#fileSentTo(url);
      if (!fileId) return;
      this.#later(() => {
        const file = this.getFile(fileId);
        if (file && !file.error && !file.progress.uploadComplete) this.#setWaiting(fileId, true);
      }, 0);
    },
  });

  override emit<T extends keyof Events>(event: T, ...args: Parameters<Events[T]>): void {
    if (event === "upload-error") {
      const [file, error, response] = args as Parameters<Events["upload-error"]>;
      const described = describeUploadError(error);
      super.emit("upload-error", file, { name: "UploadError", message: described.message }, response);
      if (file) this.#setWaiting(file.id, described.retryable && this.#scheduleRetry(file.id));
      return;
    }
    if (event === "upload-success") {
      const [file, response] = args as Parameters<Events["upload-success"]>;
      const url = file ? this.grants.get(file.id) : undefined;
      if (file) {
        this.#attempts.delete(file.id);
        this.#setWaiting(file.id, false);
      }
      super.emit("upload-success", file, url ? { ...response, uploadURL: url } : response);
      return;
    }
    if (event === "upload-retry" || event === "file-removed") {
      const [file] = args as Parameters<Events["upload-retry" | "file-removed"]>;
      if (file) this.#setWaiting(file.id, false);
    }
    if (event === "cancel-all") for (const fileId of [...this.#waiting]) this.#setWaiting(fileId, false);
    super.emit(event, ...args);
  }

  /** Called with true while some file waits to be sent again, and with false once none does. */
  onWaitingChange(listener: (waiting: boolean) => void): () => void {
    this.#waitingListeners.add(listener);
    return () => this.#waitingListeners.delete(listener);
  }

  #setWaiting(fileId: string, waiting: boolean): void {
    const was = this.#waiting.size > 0;
    if (waiting) this.#waiting.add(fileId);
    else this.#waiting.delete(fileId);
    // A file waiting for its retry is not a failed upload (yet): Uppy's status bar shows the
    // error state while any error is set, so it is cleared while nothing has failed for good.
    const failedForGood = this.getFiles().some((file) => file.error && !this.#waiting.has(file.id));
    if (this.#waiting.size > 0 && !failedForGood && this.getState().error) this.setState({ error: null });
    const is = this.#waiting.size > 0;
    if (is !== was) for (const listener of this.#waitingListeners) listener(is);
  }

  #fileSentTo(url: string): string | undefined {
    for (const [fileId, grant] of this.grants) {
      if (new URL(grant, window.location.href).href === url) return fileId;
    }
    return undefined;
  }

  #later(run: () => void, delay: number): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      run();
    }, delay);
    this.#timers.add(timer);
  }

  /** Whether a retry was scheduled. */
  #scheduleRetry(fileId: string): boolean {
    const attempt = this.#attempts.get(fileId) ?? 0;
    const delay = RETRY_DELAYS[attempt];
    if (delay === undefined) return false; // out of retries: the error stays, with Uppy's Retry button
    this.#attempts.set(fileId, attempt + 1);
    this.#later(() => {
      // Not if the file was removed, or already retried by hand (which clears its error).
      if (this.getFile(fileId)?.error) void this.retryUpload(fileId);
    }, delay);
    return true;
  }

  // Uppy announces 'complete' after upload() and retryAll(), but not after retrying one file
  // (the dashboard's per-file Retry, and our automatic retries); the caller's onComplete
  // must hear about that success too.
  override async retryUpload(fileID: string) {
    const result = await super.retryUpload(fileID);
    if (result) this.emit("complete", result);
    return result;
  }

  override destroy(): void {
    this.#unwatch();
    this.#waitingListeners.clear();
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    super.destroy();
  }
}

export interface CreateUppyOptions {
  maxNumberOfFiles: number;
  maxFileSize: number;
  getUploadParameters: (file: UploadFileInfo) => Promise<UploadParameters>;
}

export function createUppy({ maxNumberOfFiles, maxFileSize, getUploadParameters }: CreateUppyOptions) {
  const uppy = new ProductUppy({
    // The person starts the upload; nothing starts on its own.
    autoProceed: false,
    // Its checks' messages (too large, wrong type...) in the interface's language; the fixed
    // wording of missing required fields and of a wait to retry is in uppyLocale too.
    locale: uppyLocale(uppyMessages.get()),
    restrictions: { maxNumberOfFiles, maxFileSize, allowedFileTypes: ALLOWED_IMAGE_TYPES },
  });
  uppy.use(AwsS3, {
    // One direct PUT of the raw file, never multipart: each upload URL takes one request.
    shouldUseMultipart: false,
    limit: UPLOAD_CONCURRENCY,
    // The S3 client asks to sign each request by "key"; the file's id is the key, so the
    // signer knows which file it is signing for.
    generateObjectKey: (file) => file.id,
    signRequest: async (request) => {
      if (request.method !== "PUT" || "uploadId" in request) {
        throw new Error("Only single PUT uploads are supported");
      }
      const file = uppy.getFile(request.key);
      const params = await getUploadParameters({ name: file?.name, type: file?.type, size: file?.size ?? null });
      if (params.method !== "PUT") throw new Error("Only single PUT uploads are supported");
      uppy.grants.set(request.key, params.url);
      return {
        // Absolute, as the S3 client needs (our local upload URL is relative to this site).
        url: new URL(params.url, window.location.href).href,
        headers: { "content-type": request.contentType || file?.type || "application/octet-stream", ...params.headers },
      };
    },
  });
  return uppy;
}

export type ProductUppyInstance = ReturnType<typeof createUppy>;
