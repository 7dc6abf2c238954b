import type { Readable } from "node:stream";
import type { S3Settings } from "../core/config";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { ObjectStorage } from "../core/object-storage";

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
};

/**
 * S3-compatible storage: the browser PUTs straight to the bucket with a presigned URL. A
 * presigned PUT cannot cap the size, so the size is checked when the upload is claimed.
 */
export async function s3Storage(settings: S3Settings): Promise<ObjectStorage> {
  const clientFor = (endpoint?: string) =>
    new S3Client({
      endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  const client = clientFor(settings.endpoint);
  const signer = settings.publicEndpoint ? clientFor(settings.publicEndpoint) : client;
  const Bucket = settings.bucket;
  const presign = (Key: string, expiresIn: number) => getSignedUrl(signer, new PutObjectCommand({ Bucket, Key }), { expiresIn });
  const uploadOrigin = new URL(await presign("uploads/origin-probe", 60)).origin;

  return {
    uploadOrigins: [uploadOrigin],

    uploadUrl: (key, { expiresAt }) => presign(key, Math.max(1, Math.round((expiresAt - Date.now()) / 1000))),

    async read(Key, maxBytes) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        if ((head.ContentLength ?? 0) > maxBytes) return "too-large";
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async write(Key, Body, ContentType) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType }));
    },

    async open(Key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async remove(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
