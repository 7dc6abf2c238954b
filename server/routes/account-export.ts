import type { FastifyInstance } from "fastify";
import { EXPORT_PATH, EXPORTS_PER_HOUR } from "../../contract/account-export";
import { limiter } from "../plugins/rate-limits";
import { requireUserId } from "../plugins/session";
import { exportArchive } from "../services/account-export";
import type { Deps } from "./deps";

const HOUR_MS = 60 * 60 * 1000;

export function accountExportRoutes(app: FastifyInstance, { db, storage, now }: Deps) {
  const perMember = limiter(app, "export", EXPORTS_PER_HOUR, HOUR_MS, (request) => String(request.session?.userId));

  // The archive streams out as it is written: its size is not known up front, and it is never
  // kept by a cache on the way.
  app.get(
    EXPORT_PATH,
    {
      schema: { summary: "Download a zip of everything the member made or received", produces: ["application/zip"] },
      preHandler: async (request) => {
        requireUserId(request);
        await perMember(request);
      },
    },
    async (request, reply) => {
      const { fileName, archive } = exportArchive({ db, storage, now }, requireUserId(request));
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(archive);
    },
  );
}
