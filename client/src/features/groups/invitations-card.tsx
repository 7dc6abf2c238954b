import { Check, Mail, X } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { GroupInvitation } from "@contract/groups";
import { UserAvatar } from "@/components/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { RelativeTime } from "@/components/relative-time";
import { PrivacyBadge } from "./group-badges";
import { useMyInvitations } from "./group-queries";
import { useAnswerInvitation } from "./use-group-mutations";

/** 'Invitations': groups I have been invited to, with Accept and Decline. Hidden when none. */
export function InvitationsCard() {
  const invitations = useMyInvitations();
  const list = invitations.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card className="border-gold/50">
      <section aria-labelledby="group-invitations-title" className="p-5">
        <div className="mb-4 flex items-center gap-2">
          <Mail aria-hidden="true" className="size-5 text-accent-foreground" />
          <h2 id="group-invitations-title" className="text-base font-semibold">
            Invitations
          </h2>
          <Badge variant="gold" aria-label={`${list.length} pending`}>
            {list.length}
          </Badge>
        </div>
        <ul className="grid grid-cols-1 gap-4">
          {list.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      </section>
    </Card>
  );
}

function InvitationRow({ invitation }: { invitation: GroupInvitation }) {
  const answer = useAnswerInvitation(invitation);
  const { group, inviter } = invitation;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border bg-muted/30 p-3 sm:p-4">
      <div className="flex min-w-0 flex-1 basis-64 items-start gap-3">
        <UserAvatar user={inviter} className="size-10" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span dir="auto" className="font-semibold wrap-anywhere">
              {group.name}
            </span>
            <PrivacyBadge isPrivate={group.isPrivate} />
          </p>
          <p className="text-sm text-muted-foreground">
            {displayName(inviter)} invited you <RelativeTime date={invitation.createdAt} />
          </p>
          {group.description && (
            <p dir="auto" className="mt-1 line-clamp-2 text-sm wrap-anywhere">
              {group.description}
            </p>
          )}
        </div>
      </div>
      <div className="ml-auto flex shrink-0 gap-2">
        <Button size="sm" disabled={answer.isPending} aria-label={`Accept invitation to ${group.name}`} onClick={() => answer.mutate("accepted")}>
          <Check aria-hidden="true" />
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={answer.isPending}
          aria-label={`Decline invitation to ${group.name}`}
          onClick={() => answer.mutate("declined")}
        >
          <X aria-hidden="true" />
          Decline
        </Button>
      </div>
    </li>
  );
}
