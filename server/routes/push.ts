import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PushDevice, PushDevices, PushEndpoint, PushKey, PushSubscriptionBody } from "../../contract/push";
import { requireUserId } from "../plugins/session";
import { presentPushDevice } from "../presenters/push";
import { listPushDevices, subscribeToPush, unsubscribeFromPush } from "../services/push/push-subscriptions";
import type { Deps } from "./deps";

export function pushRoutes(app: FastifyInstance, { config, db, pushKeys }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The applicationServerKey a browser subscribes with.
  r.get("/api/push/key", { schema: { response: { 200: PushKey } } }, async (request) => {
    requireUserId(request);
    return { publicKey: pushKeys.publicKey };
  });

  r.get("/api/push/subscriptions", { schema: { response: { 200: PushDevices } } }, async (request, reply) => {
    const userId = requireUserId(request);
    reply.header("cache-control", "no-store");
    return (await listPushDevices(db, userId)).map(presentPushDevice);
  });

  r.post("/api/push/subscriptions", { schema: { body: PushSubscriptionBody, response: { 201: PushDevice } } }, async (request, reply) => {
    const userId = requireUserId(request);
    const { endpoint, keys } = request.body;
    const device = await subscribeToPush(db, {
      userId,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      userAgent: request.headers["user-agent"],
      allowLocal: config.push.allowLocalEndpoints,
    });
    return reply.code(201).send(presentPushDevice(device));
  });

  // By endpoint, which the browser knows of itself (pushManager.getSubscription()).
  r.delete("/api/push/subscriptions", { schema: { body: PushEndpoint } }, async (request, reply) => {
    const userId = requireUserId(request);
    await unsubscribeFromPush(db, userId, request.body.endpoint);
    return reply.code(204).send();
  });
}
