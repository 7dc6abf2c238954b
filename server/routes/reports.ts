import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CreateReportBody, REPORT_RECEIVED, ReportReceived } from "../../contract/moderation";
import { limiter } from "../plugins/rate-limits";
import { requireUserId } from "../plugins/session";
import { fileReport } from "../services/moderation/reports";
import type { Deps } from "./deps";

// Enough for any member who meets a wave of spam; a flood of reports is itself abuse.
const REPORTS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

export function reportRoutes(app: FastifyInstance, deps: Deps) {
  const { config, now } = deps;
  const holdRule = { now, newAccountMs: config.rateLimit.newAccount.ageMs };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perMember = limiter(app, "reports", REPORTS_PER_HOUR, HOUR_MS, (req) => String(req.session?.userId ?? req.ip));

  r.post(
    "/api/reports",
    { preHandler: perMember, schema: { body: CreateReportBody, response: { 201: ReportReceived } } },
    async (request, reply) => {
      await fileReport(deps, requireUserId(request), request.body, holdRule);
      return reply.code(201).send({ message: REPORT_RECEIVED });
    },
  );
}
