import { z } from "zod";
import { Id } from "./common";
import { MAX_GROUP_DESCRIPTION, MAX_GROUP_NAME } from "./limits";
import { multiLine, nameText, oneLine } from "./text";
import { PublicUser } from "./users";

export const GROUP_ROLES = ["admin", "member"] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
/**
 * What a group is for. A church's groups are its ministries, Bible studies and prayer teams; a
 * prayer team receives the church's requests marked "prayer team only". Groups of no church
 * are plain groups.
 */
export const GROUP_KINDS = ["group", "ministry", "study", "prayer_team"] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];
export const INVITATION_STATUSES = ["pending", "accepted", "declined"] as const;

const name = z
  .string({ error: "Please enter a group name" })
  .trim()
  .min(1, "Please enter a group name")
  .check(...nameText("Group name"))
  .max(MAX_GROUP_NAME, `Group name must be at most ${MAX_GROUP_NAME} characters`);
const descriptionText = z
  .string({ error: "Description must be text" })
  .trim()
  .check(...multiLine("Description"))
  .max(MAX_GROUP_DESCRIPTION, `Description must be at most ${MAX_GROUP_DESCRIPTION} characters`)
  .nullable();
// Blank means none; left out (in an update) means unchanged.
const description = descriptionText.optional().transform((v) => v || null);
const descriptionChange = descriptionText.optional().transform((v) => (v === undefined ? undefined : v || null));
const isPrivate = z.boolean({ error: "isPrivate must be true or false" });

export const CreateGroupBody = z.object({ name, description, isPrivate: isPrivate.default(false) });
export type CreateGroupBody = z.input<typeof CreateGroupBody>;

/** Manage: any of the three, as an admin. */
export const UpdateGroupBody = z
  .object({ name: name.optional(), description: descriptionChange, isPrivate: isPrivate.optional() })
  .refine((b) => b.name !== undefined || b.description !== undefined || b.isPrivate !== undefined, "Nothing to change");

export const Group = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  isPrivate: z.boolean(),
  createdAt: z.string(),
  memberCount: z.number(),
  /** What it is for; "group" unless it is a church's own. */
  kind: z.enum(GROUP_KINDS),
  /** The church whose group it is (its members alone join it), or null. */
  churchId: z.number().nullable(),
  /** The viewer's place in it: admin, member, or null for a visitor of a public group. */
  myRole: z.enum(GROUP_ROLES).nullable(),
});
export type Group = z.infer<typeof Group>;

export const GroupMember = z.object({ user: PublicUser, role: z.enum(GROUP_ROLES), joinedAt: z.string() });
export type GroupMember = z.infer<typeof GroupMember>;

export const InviteBody = z.object({ userId: Id });
export const RoleBody = z.object({ role: z.enum(GROUP_ROLES, { error: "Role must be 'admin' or 'member'" }) });
export const InvitationAnswerBody = z.object({
  status: z.enum(["accepted", "declined"], { error: "Status must be 'accepted' or 'declined'" }),
});

export const GroupInvitation = z.object({
  id: z.number(),
  group: z.object({ id: z.number(), name: z.string(), description: z.string().nullable(), isPrivate: z.boolean() }),
  inviter: PublicUser,
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
});
export type GroupInvitation = z.infer<typeof GroupInvitation>;

/** An invitation an admin has sent and that waits for an answer. */
export const SentInvitation = z.object({ id: z.number(), invitee: PublicUser, createdAt: z.string() });
export type SentInvitation = z.infer<typeof SentInvitation>;

export const GroupSearchQuery = z.object({
  q: z
    .string({ error: "Search text must be text" })
    .trim()
    .check(...oneLine("Search text"))
    .max(MAX_GROUP_NAME, "Search text is too long")
    .default(""),
});

/** POST /api/groups/:id/bans: an admin removes someone from the group and keeps them out. */
export const GroupBanBody = z.object({ userId: Id });
/** GET /api/groups/:id/bans (admins only): who is kept out, by whom, since when. */
export const GroupBan = z.object({ user: PublicUser, bannedBy: PublicUser.nullable(), bannedAt: z.string() });
export type GroupBan = z.infer<typeof GroupBan>;
