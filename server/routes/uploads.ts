import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UploadGrant } from "../../contract/uploads";
import { limiter } from "../plugins/rate-limits";
import { requireUserId } from "../plugins/session";
import { findServableObject } from "../policies/image";
import { grantUpload, receiveUpload } from "../services/files/uploads";
import { notFound } from "../core/errors";
import type { Deps } from "./deps";

const digits = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{1,16}$/, `Invalid ${label}`)
    .transform(Number);

const SignedPutQuery = z.object({
  user: digits("user"),
  max: digits("max"),
  expires: digits("expires"),
  signature: z.string({ error: "signature is required" }).max(100, "Invalid signature"),
});

export function uploadRoutes(app: FastifyInstance, deps: Deps) {
  const { db, storage, config, now } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perUser = limiter(app, "uploads", config.rateLimit.uploadsPerHour, 60 * 60 * 1000, (req) => `user:${req.session?.userId}`);

  r.post("/api/objects/upload", { schema: { response: { 200: UploadGrant } } }, async (request) => {
    const userId = requireUserId(request);
    await perUser(request);
    return { uploadURL: await grantUpload(db, storage, userId, now, config.uploadUrlTtlMs) };
  });

  const local = deps.localUploads;
  if (local) {
    // The browser PUTs the raw file here (no multipart), as it would to S3. This scope
    // alone takes any body type, and leaves it as a stream for the receiver: the inherited
    // JSON parser goes too, or a file sent as application/json would be read by it and an
    // empty file stored in its place.
    app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
      scope.withTypeProvider<ZodTypeProvider>().put(
        "/api/objects/uploads/:id",
        {
          schema: { params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, "Invalid upload id") }), querystring: SignedPutQuery },
          config: { fileUpload: true },
        },
        async (request) => {
          const { user, max, expires, signature } = request.query;
          const length = request.headers["content-length"];
          await receiveUpload(
            db,
            local.storage,
            local.secret,
            { id: request.params.id, userId: user, maxBytes: max, expiresAt: expires, signature },
            { body: request.raw, declaredLength: length === undefined ? undefined : Number(length), timeLimitMs: config.timeouts.uploadMs },
            now,
          );
          return { message: "Uploaded" };
        },
      );
    });
  }

  // Stored images, to whoever may see what they belong to; `link`, the invitation link a
  // visitor came by, shows them the church it leads to.
  const IMAGE_FILE = /^[A-Za-z0-9_-]+\.webp$/;
  app.get<{ Params: { file: string }; Querystring: { link?: unknown } }>("/objects/images/:file", async (request, reply) => {
    // A name of any other shape names nothing we store.
    if (!IMAGE_FILE.test(request.params.file)) throw notFound();
    const key = `images/${request.params.file}`;
    const { link } = request.query;
    const viewer = { viewerId: request.session?.userId ?? null, link: typeof link === "string" ? link : undefined };
    const row = await findServableObject(db, viewer, key);
    const object = await storage.open(key);
    if (!object) throw notFound();
    return reply
      .header("content-type", row.contentType)
      .header("content-length", object.size)
      .header("cache-control", "private, max-age=31536000, immutable")
      .header("content-disposition", "inline")
      .send(object.body);
  });
}
