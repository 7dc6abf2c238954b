import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParams } from "../../contract/common";
import { AmenCount, OpenRoomBody, Room, RoomMessage, RoomMessageBody, RoomRequestBody, RoomSummary } from "../../contract/rooms";
import { requireUserId } from "../plugins/session";
import { presentRoom, presentRoomMessage, presentRoomSummary } from "../presenters/room";
import { addRoomRequest, nextRoomRequest, sayRoomAmen, writeRoomMessage } from "../services/room-activity";
import { readRoom } from "../services/room-page";
import { cancelRoom, startRoomNow } from "../services/room-schedule";
import { endRoom, liveRooms, openRoom } from "../services/rooms";
import type { Deps } from "./deps";

/**
 * Live prayer rooms: open one (now or at a set time), list those live now and to come, read one
 * (or its record), start a scheduled one early or cancel it, take part, end it.
 */
export function roomRoutes(app: FastifyInstance, { db, tell, now }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const page = async (viewerId: number, roomId: number) => presentRoom(await readRoom(db, now, { viewerId, roomId }), viewerId);

  r.get("/api/rooms", { schema: { response: { 200: z.array(RoomSummary) } } }, async (request) =>
    (await liveRooms(db, now, requireUserId(request))).map(presentRoomSummary),
  );

  r.post("/api/rooms", { schema: { body: OpenRoomBody, response: { 201: Room } } }, async (request, reply) => {
    const viewerId = requireUserId(request);
    const room = await openRoom(db, tell, now, viewerId, request.body);
    return reply.code(201).send(await page(viewerId, room.id));
  });

  r.get("/api/rooms/:id", { schema: { params: IdParams, response: { 200: Room } } }, async (request) =>
    page(requireUserId(request), request.params.id),
  );

  r.post("/api/rooms/:id/requests", { schema: { params: IdParams, body: RoomRequestBody, response: { 201: Room } } }, async (request, reply) => {
    const viewerId = requireUserId(request);
    await addRoomRequest(db, tell, now, { viewerId, roomId: request.params.id }, request.body.content);
    return reply.code(201).send(await page(viewerId, request.params.id));
  });

  r.post("/api/rooms/:id/next", { schema: { params: IdParams, response: { 200: Room } } }, async (request) => {
    const viewerId = requireUserId(request);
    await nextRoomRequest(db, tell, now, { viewerId, roomId: request.params.id });
    return page(viewerId, request.params.id);
  });

  r.post("/api/rooms/:id/amen", { schema: { params: IdParams, response: { 200: AmenCount } } }, async (request) =>
    sayRoomAmen(db, tell, now, { viewerId: requireUserId(request), roomId: request.params.id }),
  );

  r.post(
    "/api/rooms/:id/messages",
    { schema: { params: IdParams, body: RoomMessageBody, response: { 201: RoomMessage } } },
    async (request, reply) => {
      const message = await writeRoomMessage(
        db,
        tell,
        now,
        { viewerId: requireUserId(request), roomId: request.params.id },
        request.body.content,
      );
      return reply.code(201).send(presentRoomMessage(message));
    },
  );

  r.post("/api/rooms/:id/start", { schema: { params: IdParams, response: { 200: Room } } }, async (request) => {
    const viewerId = requireUserId(request);
    await startRoomNow(db, tell, now, { viewerId, roomId: request.params.id });
    return page(viewerId, request.params.id);
  });

  r.post("/api/rooms/:id/cancel", { schema: { params: IdParams } }, async (request, reply) => {
    await cancelRoom(db, tell, now, { viewerId: requireUserId(request), roomId: request.params.id });
    return reply.code(204).send();
  });

  r.post("/api/rooms/:id/end", { schema: { params: IdParams, response: { 200: Room } } }, async (request) => {
    const viewerId = requireUserId(request);
    await endRoom(db, tell, now, { viewerId, roomId: request.params.id });
    return page(viewerId, request.params.id);
  });
}
