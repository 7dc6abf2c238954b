import type { FastifyInstance } from "fastify";
import { EXPORT_PATH, exportFileName } from "../../contract/account-export";
import { limiter } from "../plugins/rate-limits";
import { requireUserId } from "../plugins/session";
import { exportArchive } from "../services/export/account-export";
import type { Deps } from "./deps";

const HOUR_MS = 60 * 60 * 1000;

export function accountExportRoutes(app: FastifyInstance, { config, db, storage, now }: Deps) {
  const perMember = limiter(app, "export", config.rateLimit.exportsPerHour, HOUR_MS, (request) => String(request.session?.userId));

  // The archive streams out as it is written: its size is not known up front, and it is never
  // kept by a cache on the way. A HEAD (download managers ask one first) reads nothing and
  // does not count toward the limit.
  app.get(
    EXPORT_PATH,
    {
      schema: { summary: "Download a zip of everything the member made or received", produces: ["application/zip"] },
      preHandler: async (request) => {
        requireUserId(request);
        if (request.method !== "HEAD") await perMember(request);
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const at = new Date(now());
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", `attachment; filename="${exportFileName(at)}"`)
        .header("cache-control", "no-store")
        .send(request.method === "HEAD" ? undefined : exportArchive({ db, storage }, userId, at));
    },
  );
}
