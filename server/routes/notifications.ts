import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParams, PageQuery } from "../../contract/common";
import { MAX_PAGE_SIZE } from "../../contract/limits";
import { Notification, UnreadCount } from "../../contract/notifications";
import { requireUserId } from "../plugins/session";
import { presentNotification } from "../presenters/notification";
import { listNotifications, markAllRead, markRead, unreadCount } from "../services/notifications/notifications";
import type { Deps } from "./deps";

export function notificationRoutes(app: FastifyInstance, deps: Deps) {
  const { readDb } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/notifications", { schema: { querystring: PageQuery, response: { 200: z.array(Notification) } } }, async (request) => {
    const { cursor, limit = MAX_PAGE_SIZE } = request.query;
    return (await listNotifications(readDb, requireUserId(request), limit, cursor)).map(presentNotification);
  });

  r.get("/api/notifications/count", { schema: { response: { 200: UnreadCount } } }, async (request) => ({
    count: await unreadCount(readDb, requireUserId(request)),
  }));

  // Marks all of the caller's notifications read; answers the unread count after (0).
  r.put("/api/notifications/read", { schema: { response: { 200: UnreadCount } } }, async (request) => ({
    count: await markAllRead(deps, requireUserId(request)),
  }));

  r.put("/api/notifications/:id/read", { schema: { params: IdParams, response: { 200: Notification } } }, async (request) =>
    presentNotification(await markRead(deps, { userId: requireUserId(request), notificationId: request.params.id })),
  );
}
