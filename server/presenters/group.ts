import type { Group, GroupBan, GroupInvitation, GroupMember, SentInvitation } from "../../contract/groups";
import type { GroupInvitationRow, UserRow } from "../db/schema";
import type { GroupWithRole, MemberWithUser } from "../services/groups/groups";
import type { GroupBanWithPeople } from "../services/groups/group-bans";
import type { InvitationWithDetails } from "../services/groups/group-invitations";
import { isoTime } from "./post";
import { presentPublicUser } from "./user";

export function presentGroup({ group, role }: GroupWithRole): Group {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    isPrivate: group.isPrivate,
    createdAt: isoTime(group.createdAt),
    memberCount: group.memberCount,
    kind: group.kind,
    churchId: group.churchId,
    myRole: role,
  };
}

export function presentMember(member: MemberWithUser): GroupMember {
  return { user: presentPublicUser(member.user), role: member.role, joinedAt: isoTime(member.joinedAt) };
}

export function presentInvitation({ invitation, group, inviter }: InvitationWithDetails): GroupInvitation {
  return {
    id: invitation.id,
    group: { id: group.id, name: group.name, description: group.description, isPrivate: group.isPrivate },
    inviter: presentPublicUser(inviter),
    status: invitation.status,
    createdAt: isoTime(invitation.createdAt),
  };
}

export function presentSentInvitation({ invitation, invitee }: { invitation: GroupInvitationRow; invitee: UserRow }): SentInvitation {
  return { id: invitation.id, invitee: presentPublicUser(invitee), createdAt: isoTime(invitation.createdAt) };
}

export function presentGroupBan({ user, bannedBy, bannedAt }: GroupBanWithPeople): GroupBan {
  return { user: presentPublicUser(user), bannedBy: bannedBy && presentPublicUser(bannedBy), bannedAt: isoTime(bannedAt) };
}
