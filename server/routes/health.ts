import type { FastifyInstance } from "fastify";
import { pingDatabase } from "../db/client";
import type { Deps } from "./deps";

// Written once: the answer never changes.
const OK = JSON.stringify({ status: "ok" });

export function healthRoutes(app: FastifyInstance, { db }: Deps) {
  app.get("/healthz", async (request, reply) => {
    try {
      await pingDatabase(db);
      return reply.type("application/json; charset=utf-8").send(OK);
    } catch (err) {
      request.log.error({ err }, "health check: database unreachable");
      return reply.code(503).send({ message: "Database unavailable" });
    }
  });
}
