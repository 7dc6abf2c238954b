import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Deps } from "./deps";

export function healthRoutes(app: FastifyInstance, { db }: Deps) {
  app.get("/healthz", async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: "ok" };
    } catch (err) {
      request.log.error({ err }, "health check: database unreachable");
      return reply.code(503).send({ message: "Database unavailable" });
    }
  });
}
