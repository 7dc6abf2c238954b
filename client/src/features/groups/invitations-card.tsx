import { useStore } from "@nanostores/react";
import { Check, Mail, X } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { GroupInvitation } from "@contract/groups";
import { UserAvatar } from "@/components/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { RelativeTime } from "@/components/relative-time";
import { slot, withElements } from "@/components/with-elements";
import { count, i18n, params } from "@/lib/i18n";
import { PrivacyBadge } from "./group-badges";
import { useMyInvitations } from "./group-queries";
import { useAnswerInvitation } from "./group-mutations";

const messages = i18n("groups/invitations-card", {
  invitations: "Invitations",
  pending: count({ one: "{count} pending", other: "{count} pending" }),
  invitedYou: params<{ name: string; time: string }>("{name} invited you {time}"),
  acceptFor: params<{ name: string }>("Accept invitation to {name}"),
  accept: "Accept",
  declineFor: params<{ name: string }>("Decline invitation to {name}"),
  decline: "Decline",
});

/** 'Invitations': groups I have been invited to, with Accept and Decline. Hidden when none. */
export function InvitationsCard() {
  const invitations = useMyInvitations();
  const t = useStore(messages);
  const list = invitations.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card className="border-gold/50">
      <section aria-labelledby="group-invitations-title" className="p-5">
        <div className="mb-4 flex items-center gap-2">
          <Mail aria-hidden="true" className="size-5 text-accent-foreground" />
          <h2 id="group-invitations-title" className="text-base font-semibold">
            {t.invitations}
          </h2>
          <Badge variant="gold" aria-label={t.pending(list.length)}>
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
  const t = useStore(messages);
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
            {withElements(t.invitedYou({ name: displayName(inviter), time: slot("time") }), {
              time: <RelativeTime date={invitation.createdAt} />,
            })}
          </p>
          {group.description && (
            <p dir="auto" className="mt-1 line-clamp-2 text-sm wrap-anywhere">
              {group.description}
            </p>
          )}
        </div>
      </div>
      <div className="ml-auto flex shrink-0 gap-2">
        <Button size="sm" disabled={answer.isPending} aria-label={t.acceptFor({ name: group.name })} onClick={() => answer.mutate("accepted")}>
          <Check aria-hidden="true" />
          {t.accept}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={answer.isPending}
          aria-label={t.declineFor({ name: group.name })}
          onClick={() => answer.mutate("declined")}
        >
          <X aria-hidden="true" />
          {t.decline}
        </Button>
      </div>
    </li>
  );
}
