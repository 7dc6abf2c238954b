import { useStore } from "@nanostores/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Check, Send, X } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { displayName } from "@contract/display-name";
import type { MyConnection } from "@contract/connections";
import type { Group, SentInvitation } from "@contract/groups";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { CHURCH_PREFIX } from "@/lib/church-cache";
import { PersonSkeletons } from "@/components/person-skeleton";
import { RelativeTime } from "@/components/relative-time";
import { slot, withElements } from "@/components/with-elements";
import { serverMessage } from "@/lib/api-error";
import { useMyConnections } from "@/lib/connection-cache";
import { i18n, params } from "@/lib/i18n";
import { useGroupMembers, useSentInvitations } from "./group-queries";
import { MemberRow } from "@/components/member-row";
import { useInviteToGroup, useRevokeInvitation } from "./group-mutations";

const messages = i18n("groups/manage-invites", {
  loading: "Loading your connections",
  loadFailed: "Your connections could not be loaded.",
  inviteConnections: "Invite your connections",
  inviteHint: "They get a notification and can accept or decline.",
  noConnections: "You have no connections yet. Connect with fellow believers from the home page, then invite them here.",
  allMembers: "All your connections are already members of this group.",
  toInvite: "Connections to invite",
  inviteChurch: "Invite the church's members",
  findMember: "Find a member by name",
  noneNamed: "No member of the church by that name is left to invite.",
  allChurchMembers: "All the church's members are already in this group.",
  pending: "Pending invitations",
  invitedName: params<{ name: string }>("Invited {name}"),
  inviteName: params<{ name: string }>("Invite {name}"),
  invited: "Invited",
  inviting: "Inviting...",
  invite: "Invite",
  invitedAgo: params<{ time: string }>("Invited {time}"),
  revokeFor: params<{ name: string }>("Revoke invitation to {name}"),
  revoking: "Revoking...",
  revoke: "Revoke",
});

/**
 * Manage > Invite: the people who may be invited and are not members yet (my connections; for a
 * church's group, the church's members, found by name), and the invitations still out.
 */
export function ManageInvites({ group }: { group: Group }) {
  const [text, setText] = useState("");
  const typed = useDeferredValue(text.trim());
  const ofChurch = group.churchId !== null;
  const connections = useMyConnections();
  // The church's directory, leaders first then by name: its first hundred, or those named so.
  const churchPeople = useQuery<{ user: MyConnection["user"] }[]>({
    queryKey: [...CHURCH_PREFIX, String(group.churchId), `members?${new URLSearchParams({ limit: "100", ...(typed && { q: typed }) })}`],
    enabled: ofChurch,
    placeholderData: keepPreviousData,
  });
  const people = ofChurch ? churchPeople : connections;
  const members = useGroupMembers(group.id);
  const sent = useSentInvitations(group.id);
  const t = useStore(messages);

  if (people.isPending || members.isPending || sent.isPending) {
    return <PersonSkeletons count={3} label={t.loading} />;
  }
  const error = people.error ?? members.error ?? sent.error;
  if (error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {serverMessage(error) ?? t.loadFailed}
      </p>
    );
  }

  const memberIds = new Set(members.data?.map((m) => m.user.id));
  const invitedIds = new Set(sent.data?.map((i) => i.invitee.id));
  const candidates = (people.data ?? []).filter((c) => !memberIds.has(c.user.id));

  return (
    <div className="grid gap-6">
      <section aria-labelledby={`invite-${group.id}`} className="grid gap-3">
        <div>
          <h3 id={`invite-${group.id}`} className="text-sm font-semibold">
            {ofChurch ? t.inviteChurch : t.inviteConnections}
          </h3>
          <p className="mt-0.5 text-xs text-muted-foreground">{t.inviteHint}</p>
        </div>
        {ofChurch && (
          <Input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t.findMember}
            aria-label={t.findMember}
            className="h-9"
          />
        )}
        {!ofChurch && people.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noConnections}</p>
        ) : candidates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{ofChurch ? (typed ? t.noneNamed : t.allChurchMembers) : t.allMembers}</p>
        ) : (
          <ul aria-label={t.toInvite} className="grid grid-cols-1 gap-4">
            {candidates.map((connection) => (
              <InviteRow key={connection.user.id} groupId={group.id} connection={connection} invited={invitedIds.has(connection.user.id)} />
            ))}
          </ul>
        )}
      </section>

      {sent.data && sent.data.length > 0 && (
        <section aria-labelledby={`pending-${group.id}`} className="grid gap-3 border-t pt-5">
          <h3 id={`pending-${group.id}`} className="text-sm font-semibold">
            {t.pending}
          </h3>
          <ul aria-label={t.pending} className="grid grid-cols-1 gap-4">
            {sent.data.map((invitation) => (
              <PendingRow key={invitation.id} groupId={group.id} invitation={invitation} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function InviteRow({ groupId, connection, invited }: { groupId: number; connection: Pick<MyConnection, "user">; invited: boolean }) {
  const invite = useInviteToGroup(groupId, connection.user);
  const t = useStore(messages);
  const name = displayName(connection.user);
  const done = invited;
  return (
    <MemberRow
      person={connection.user}
      actions={
        <Button
          size="sm"
          variant={done ? "secondary" : "outline"}
          className="h-8 px-2.5"
          // aria-disabled, not disabled: the button keeps keyboard focus while and after sending.
          aria-disabled={done || invite.isPending || undefined}
          aria-label={done ? t.invitedName({ name }) : t.inviteName({ name })}
          onClick={() => !done && !invite.isPending && invite.mutate()}
        >
          {done ? <Check aria-hidden="true" /> : <Send aria-hidden="true" />}
          {done ? t.invited : invite.isPending ? t.inviting : t.invite}
        </Button>
      }
    />
  );
}

function PendingRow({ groupId, invitation }: { groupId: number; invitation: SentInvitation }) {
  const revoke = useRevokeInvitation(groupId, invitation.invitee);
  const t = useStore(messages);
  const name = displayName(invitation.invitee);
  return (
    <MemberRow
      person={invitation.invitee}
      detail={
        <p className="text-xs text-muted-foreground">
          {withElements(t.invitedAgo({ time: slot("time") }), { time: <RelativeTime date={invitation.createdAt} /> })}
        </p>
      }
      actions={
        <Button
          size="sm"
          variant="outline"
          className="h-8 px-2.5"
          aria-disabled={revoke.isPending || undefined}
          aria-label={t.revokeFor({ name })}
          onClick={() => !revoke.isPending && revoke.mutate()}
        >
          <X aria-hidden="true" />
          {revoke.isPending ? t.revoking : t.revoke}
        </Button>
      }
    />
  );
}
