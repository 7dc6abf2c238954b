import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParams } from "../../contract/common";
import { CONVERSATIONS_PAGE } from "../../contract/limits";
import {
  Conversation,
  ConversationsQuery,
  EditMessageBody,
  Message,
  MessageParams,
  MessageReactionBody,
  MessageSearchHit,
  MessageSearchQuery,
  MessageSettings,
  MessageSettingsBody,
  MessagesQuery,
  MuteBody,
  ReadBody,
  SendMessageBody,
  StartConversationBody,
  UnreadMessages,
} from "../../contract/messages";
import { limiter } from "../plugins/rate-limits";
import { requireUserId, signedInFirst } from "../plugins/session";
import { presentConversation, presentMessage } from "../presenters/message";
import {
  acceptConversation,
  conversationFor,
  declineConversation,
  deleteConversationForMe,
  leaveConversation,
  listConversations,
  muteConversation,
  startConversation,
  unreadMessages,
} from "../services/messages/conversations";
import { changeMessageSettings, messageSettingsOf } from "../services/messages/message-settings";
import { deleteMessage, editMessage, listMessages, markRead, reactToMessage, searchMessages, sendMessage } from "../services/messages/messages";
import type { Deps } from "./deps";

// A member's messages in one conversation: a short burst, then about one a second, which no
// conversation between people needs more than; counted per conversation and member (on every
// app process alike, with Redis).
const MESSAGE_BURST = 10;
const MESSAGE_BURST_MS = 10_000;
const MESSAGES_PER_MINUTE = 60;
const TOO_FAST = "You are sending messages too quickly. Please wait a moment.";

/** Private conversations: start one, list them, read, write, react, read markers, mute, accept, leave; and the member's choices. */
export function messageRoutes(app: FastifyInstance, deps: Deps) {
  const { db, readDb, newAccount, pushes } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perConversation = (request: FastifyRequest) => `${(request.params as { id: number }).id}:${request.session?.userId}`;
  const burst = limiter(app, "message-burst", MESSAGE_BURST, MESSAGE_BURST_MS, perConversation, TOO_FAST);
  const perMinute = limiter(app, "message-minute", MESSAGES_PER_MINUTE, 60_000, perConversation, TOO_FAST);
  const conversation = async (viewerId: number, conversationId: number) =>
    presentConversation(await conversationFor(db, viewerId, conversationId), viewerId);

  r.get("/api/conversations", { schema: { querystring: ConversationsQuery, response: { 200: z.array(Conversation) } } }, async (request) => {
    const viewerId = requireUserId(request);
    const { box, cursor, limit = CONVERSATIONS_PAGE } = request.query;
    return (await listConversations(readDb, viewerId, { box, cursor, limit })).map((c) => presentConversation(c, viewerId));
  });

  r.post(
    "/api/conversations",
    { preHandler: newAccount.conversations, schema: { body: StartConversationBody, response: { 200: Conversation, 201: Conversation } } },
    async (request, reply) => {
      const viewerId = requireUserId(request);
      const { conversationId, created } = await startConversation(deps, viewerId, request.body);
      return reply.code(created ? 201 : 200).send(await conversation(viewerId, conversationId));
    },
  );

  r.get("/api/conversations/:id", { schema: { params: IdParams, response: { 200: Conversation } } }, async (request) =>
    conversation(requireUserId(request), request.params.id),
  );

  r.get(
    "/api/conversations/:id/messages",
    { schema: { params: IdParams, querystring: MessagesQuery, response: { 200: z.array(Message) } } },
    async (request) => {
      const viewerId = requireUserId(request);
      return (await listMessages(readDb, viewerId, request.params.id, request.query)).map((m) => presentMessage(m, viewerId));
    },
  );

  r.post(
    "/api/conversations/:id/messages",
    {
      preHandler: [burst, perMinute, newAccount.messages],
      schema: { params: IdParams, body: SendMessageBody, response: { 200: Message, 201: Message } },
    },
    async (request, reply) => {
      const viewerId = requireUserId(request);
      const { message, created } = await sendMessage(deps, pushes, viewerId, request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(presentMessage(message, viewerId));
    },
  );

  r.patch("/api/messages/:id", { schema: { params: MessageParams, body: EditMessageBody, response: { 200: Message } } }, async (request) => {
    const viewerId = requireUserId(request);
    return presentMessage(await editMessage(deps, viewerId, request.params.id, request.body.content), viewerId);
  });

  r.delete("/api/messages/:id", { schema: { params: MessageParams, response: { 200: Message } } }, async (request) => {
    const viewerId = requireUserId(request);
    return presentMessage(await deleteMessage(deps, viewerId, request.params.id), viewerId);
  });

  r.put(
    "/api/messages/:id/reaction",
    { schema: { params: MessageParams, body: MessageReactionBody, response: { 200: Message } } },
    async (request) => {
      const viewerId = requireUserId(request);
      return presentMessage(await reactToMessage(deps, viewerId, request.params.id, request.body.reaction), viewerId);
    },
  );

  r.delete("/api/messages/:id/reaction", { schema: { params: MessageParams, response: { 200: Message } } }, async (request) => {
    const viewerId = requireUserId(request);
    return presentMessage(await reactToMessage(deps, viewerId, request.params.id, null), viewerId);
  });

  r.put("/api/conversations/:id/read", { schema: { params: IdParams, body: ReadBody } }, async (request, reply) => {
    await markRead(deps, requireUserId(request), request.params.id, request.body.messageId);
    return reply.code(204).send();
  });

  r.put("/api/conversations/:id/mute", { schema: { params: IdParams, body: MuteBody, response: { 200: Conversation } } }, async (request) => {
    const viewerId = requireUserId(request);
    await muteConversation(deps, viewerId, request.params.id, request.body.muted);
    return conversation(viewerId, request.params.id);
  });

  r.post("/api/conversations/:id/accept", { schema: { params: IdParams, response: { 200: Conversation } } }, async (request) => {
    const viewerId = requireUserId(request);
    await acceptConversation(deps, viewerId, request.params.id);
    return conversation(viewerId, request.params.id);
  });

  r.post("/api/conversations/:id/decline", { schema: { params: IdParams } }, async (request, reply) => {
    await declineConversation(deps, requireUserId(request), request.params.id);
    return reply.code(204).send();
  });

  r.post("/api/conversations/:id/leave", { schema: { params: IdParams } }, async (request, reply) => {
    await leaveConversation(deps, requireUserId(request), request.params.id);
    return reply.code(204).send();
  });

  r.delete("/api/conversations/:id", { schema: { params: IdParams } }, async (request, reply) => {
    await deleteConversationForMe(deps, requireUserId(request), request.params.id);
    return reply.code(204).send();
  });

  r.get("/api/messages/unread", { schema: { response: { 200: UnreadMessages } } }, async (request) => unreadMessages(db, requireUserId(request)));

  r.get(
    "/api/messages/search",
    { preValidation: signedInFirst, schema: { querystring: MessageSearchQuery, response: { 200: z.array(MessageSearchHit) } } },
    async (request) => {
      const viewerId = requireUserId(request);
      return (await searchMessages(readDb, viewerId, request.query.q)).map((hit) => ({
        conversation: hit.conversation,
        message: presentMessage(hit.message, viewerId),
      }));
    },
  );

  r.get("/api/account/message-settings", { schema: { response: { 200: MessageSettings } } }, async (request) =>
    messageSettingsOf(db, requireUserId(request)),
  );

  r.put("/api/account/message-settings", { schema: { body: MessageSettingsBody, response: { 200: MessageSettings } } }, async (request) =>
    changeMessageSettings(deps, requireUserId(request), request.body),
  );
}
