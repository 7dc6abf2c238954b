import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Id, IdParams } from "../../contract/common";
import { AmenCount, OpenRoomBody, Room, RoomMessage, RoomMessageBody, RoomRequestBody, RoomSilenceBody, RoomSummary } from "../../contract/rooms";
import { limiter } from "../plugins/rate-limits";
import { requireUserId } from "../plugins/session";
import { presentRoom, presentRoomMessage, presentRoomSummary } from "../presenters/room";
import { addRoomRequest, nextRoomRequest, sayRoomAmen, writeRoomMessage } from "../services/rooms/room-activity";
import { readRoom } from "../services/rooms/room-page";
import { cancelRoom, startRoomNow } from "../services/rooms/room-schedule";
import { liftRoomSilence, silenceInRoom } from "../services/rooms/room-silence";
import { endRoom, liveRooms, openRoom } from "../services/rooms/rooms";
import type { Deps } from "./deps";

const SilencedParams = z.object({ id: Id, userId: Id });

// A member's chat in one room: a short burst, then about one message every two seconds, which
// no one praying together needs more than; a script flooding a room is stopped there, and what
// it sent over the limit reaches nobody. Counted per room and member (on every app process
// alike, with Redis).
export const ROOM_CHAT_BURST = 5;
export const ROOM_CHAT_BURST_MS = 5_000;
export const ROOM_CHAT_PER_MINUTE = 30;
const TOO_FAST = "You are sending messages too quickly. Please wait a moment.";

/**
 * Live prayer rooms: open one (now or at a set time), list those live now and to come, read one
 * (or its record), start a scheduled one early or cancel it, take part, silence someone in its
 * chat, end it.
 */
export function roomRoutes(app: FastifyInstance, deps: Deps) {
  const { db, now } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const chatKey = (request: { params: unknown; session?: { userId: number } | null }) =>
    `${(request.params as { id: number }).id}:${request.session?.userId}`;
  const chatBurst = limiter(app, "room-chat-burst", ROOM_CHAT_BURST, ROOM_CHAT_BURST_MS, chatKey, TOO_FAST);
  const chatPerMinute = limiter(app, "room-chat-minute", ROOM_CHAT_PER_MINUTE, 60_000, chatKey, TOO_FAST);
  const page = async (viewerId: number, roomId: number) => presentRoom(await readRoom(db, now, { viewerId, roomId }), viewerId);

  r.get("/api/rooms", { schema: { response: { 200: z.array(RoomSummary) } } }, async (request) =>
    (await liveRooms(db, now, requireUserId(request))).map(presentRoomSummary),
  );

  r.post("/api/rooms", { schema: { body: OpenRoomBody, response: { 201: Room } } }, async (request, reply) => {
    const viewerId = requireUserId(request);
    const room = await openRoom(deps, viewerId, request.body);
    return reply.code(201).send(await page(viewerId, room.id));
  });

  r.get("/api/rooms/:id", { schema: { params: IdParams, response: { 200: Room } } }, async (request) =>
    page(requireUserId(request), request.params.id),
  );

  r.post("/api/rooms/:id/requests", { schema: { params: IdParams, body: RoomRequestBody, response: { 201: Room } } }, async (request, reply) => {
    const viewerId = requireUserId(request);
    await addRoomRequest(deps, { viewerId, roomId: request.params.id }, request.body.content);
    return reply.code(201).send(await page(viewerId, request.params.id));
  });

  r.post("/api/rooms/:id/next", { schema: { params: IdParams, response: { 200: Room } } }, async (request) => {
    const viewerId = requireUserId(request);
    await nextRoomRequest(deps, { viewerId, roomId: request.params.id });
    return page(viewerId, request.params.id);
  });

  r.post("/api/rooms/:id/amen", { schema: { params: IdParams, response: { 200: AmenCount } } }, async (request) =>
    sayRoomAmen(deps, { viewerId: requireUserId(request), roomId: request.params.id }),
  );

  r.post(
    "/api/rooms/:id/messages",
    { preHandler: [chatBurst, chatPerMinute], schema: { params: IdParams, body: RoomMessageBody, response: { 201: RoomMessage } } },
    async (request, reply) => {
      const message = await writeRoomMessage(deps, { viewerId: requireUserId(request), roomId: request.params.id }, request.body.content);
      return reply.code(201).send(presentRoomMessage(message));
    },
  );

  r.post("/api/rooms/:id/silenced", { schema: { params: IdParams, body: RoomSilenceBody } }, async (request, reply) => {
    await silenceInRoom(deps, { viewerId: requireUserId(request), roomId: request.params.id, userId: request.body.userId });
    return reply.code(204).send();
  });

  r.delete("/api/rooms/:id/silenced/:userId", { schema: { params: SilencedParams } }, async (request, reply) => {
    await liftRoomSilence(deps, { viewerId: requireUserId(request), roomId: request.params.id, userId: request.params.userId });
    return reply.code(204).send();
  });

  r.post("/api/rooms/:id/start", { schema: { params: IdParams, response: { 200: Room } } }, async (request) => {
    const viewerId = requireUserId(request);
    await startRoomNow(deps, { viewerId, roomId: request.params.id });
    return page(viewerId, request.params.id);
  });

  r.post("/api/rooms/:id/cancel", { schema: { params: IdParams } }, async (request, reply) => {
    await cancelRoom(deps, { viewerId: requireUserId(request), roomId: request.params.id });
    return reply.code(204).send();
  });

  r.post("/api/rooms/:id/end", { schema: { params: IdParams, response: { 200: Room } } }, async (request) => {
    const viewerId = requireUserId(request);
    await endRoom(deps, { viewerId, roomId: request.params.id });
    return page(viewerId, request.params.id);
  });
}
