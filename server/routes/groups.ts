import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Id, IdParams } from "../../contract/common";
import {
  CreateGroupBody,
  Group,
  GroupInvitation,
  GroupMember,
  GroupSearchQuery,
  InvitationAnswerBody,
  InviteBody,
  RoleBody,
  SentInvitation,
  UpdateGroupBody,
} from "../../contract/groups";
import { FEED_PAGE_SIZE } from "../../contract/limits";
import { CreatePostBody, Post, PostListQuery } from "../../contract/posts";
import { siteHostnames } from "../http/site-hostnames";
import { requireUserId } from "../plugins/session";
import { presentGroup, presentInvitation, presentMember, presentSentInvitation } from "../presenters/group";
import { presentPost } from "../presenters/post";
import { answerInvitation, inviteToGroup, myInvitations, revokeInvitation, sentInvitations } from "../services/groups/group-invitations";
import {
  createGroup,
  deleteGroup,
  getGroup,
  joinGroup,
  leaveGroup,
  listMembers,
  myGroups,
  removeFromGroup,
  searchPublicGroups,
  setMemberRole,
  updateGroup,
} from "../services/groups/groups";
import { createPost, groupFeed, groupPostAudience } from "../services/posts/posts";
import { assertVideoElsewhere } from "../services/posts/video-links";
import type { Deps } from "./deps";

const MemberParams = z.object({ id: Id, userId: Id });

export function groupRoutes(app: FastifyInstance, deps: Deps) {
  const { config, db, readDb, fanout, newAccount } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const groups = z.array(Group);

  r.get("/api/groups/my", { schema: { response: { 200: groups } } }, async (request) =>
    (await myGroups(db, requireUserId(request))).map(presentGroup),
  );

  r.post("/api/groups", { schema: { body: CreateGroupBody, response: { 201: Group } } }, async (request, reply) =>
    reply.code(201).send(presentGroup(await createGroup(db, requireUserId(request), request.body))),
  );

  r.get("/api/groups/search", { schema: { querystring: GroupSearchQuery, response: { 200: groups } } }, async (request) =>
    (await searchPublicGroups(db, requireUserId(request), request.query.q)).map(presentGroup),
  );

  r.get("/api/groups/invitations", { schema: { response: { 200: z.array(GroupInvitation) } } }, async (request) =>
    (await myInvitations(db, requireUserId(request))).map(presentInvitation),
  );

  r.put("/api/groups/invitations/:id", { schema: { params: IdParams, body: InvitationAnswerBody } }, async (request) => {
    const answered = await answerInvitation(deps, { userId: requireUserId(request), invitationId: request.params.id }, request.body.status);
    return { id: answered.id, status: answered.status };
  });

  r.get("/api/groups/:id", { schema: { params: IdParams, response: { 200: Group } } }, async (request) =>
    presentGroup(await getGroup(db, { viewerId: requireUserId(request), groupId: request.params.id })),
  );

  r.put("/api/groups/:id", { schema: { params: IdParams, body: UpdateGroupBody, response: { 200: Group } } }, async (request) =>
    presentGroup(await updateGroup(db, { adminId: requireUserId(request), groupId: request.params.id }, request.body)),
  );

  r.delete("/api/groups/:id", { schema: { params: IdParams } }, async (request, reply) => {
    await deleteGroup(deps, { adminId: requireUserId(request), groupId: request.params.id });
    return reply.code(204).send();
  });

  r.post("/api/groups/:id/join", { schema: { params: IdParams, response: { 200: Group } } }, async (request) =>
    presentGroup(await joinGroup(deps, { userId: requireUserId(request), groupId: request.params.id })),
  );

  r.post("/api/groups/:id/leave", { schema: { params: IdParams } }, async (request, reply) => {
    await leaveGroup(deps, { userId: requireUserId(request), groupId: request.params.id });
    return reply.code(204).send();
  });

  r.get("/api/groups/:id/members", { schema: { params: IdParams, response: { 200: z.array(GroupMember) } } }, async (request) =>
    (await listMembers(db, { viewerId: requireUserId(request), groupId: request.params.id })).map(presentMember),
  );

  r.put("/api/groups/:id/members/:userId", { schema: { params: MemberParams, body: RoleBody } }, async (request, reply) => {
    await setMemberRole(deps, { adminId: requireUserId(request), groupId: request.params.id, userId: request.params.userId }, request.body.role);
    return reply.code(204).send();
  });

  r.delete("/api/groups/:id/members/:userId", { schema: { params: MemberParams } }, async (request, reply) => {
    await removeFromGroup(deps, { adminId: requireUserId(request), groupId: request.params.id, userId: request.params.userId });
    return reply.code(204).send();
  });

  r.post("/api/groups/:id/invitations", { schema: { params: IdParams, body: InviteBody } }, async (request, reply) => {
    const invitation = await inviteToGroup(deps, {
      adminId: requireUserId(request),
      groupId: request.params.id,
      inviteeId: request.body.userId,
    });
    return reply.code(201).send({ id: invitation.id, status: invitation.status });
  });

  r.get("/api/groups/:id/invitations", { schema: { params: IdParams, response: { 200: z.array(SentInvitation) } } }, async (request) =>
    (await sentInvitations(db, { adminId: requireUserId(request), groupId: request.params.id })).map(presentSentInvitation),
  );

  r.delete("/api/groups/:id/invitations/:userId", { schema: { params: MemberParams } }, async (request, reply) => {
    await revokeInvitation(deps, { adminId: requireUserId(request), groupId: request.params.id, inviteeId: request.params.userId });
    return reply.code(204).send();
  });

  r.get(
    "/api/groups/:id/posts",
    { schema: { params: IdParams, querystring: PostListQuery, response: { 200: z.array(Post) } } },
    async (request) => {
      const { cursor, limit = FEED_PAGE_SIZE, answered } = request.query;
      const ask = { viewerId: requireUserId(request), groupId: request.params.id };
      return (await groupFeed(readDb, ask, limit, cursor, { answered: answered === "true" })).map(presentPost);
    },
  );

  r.post(
    "/api/groups/:id/posts",
    { preHandler: newAccount.posts, schema: { params: IdParams, body: CreatePostBody, response: { 201: Post } } },
    async (request, reply) => {
      assertVideoElsewhere(request.body.videoUrl, siteHostnames(request, config.allowedOrigins));
      const audience = groupPostAudience(request.params.id, request.body.audience);
      const post = await createPost(deps, fanout, requireUserId(request), { ...request.body, audience });
      return reply.code(201).send(presentPost(post));
    },
  );
}
