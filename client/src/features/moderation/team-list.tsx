import { useStore } from "@nanostores/react";
import { ShieldCheck, ShieldMinus } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { TeamMember } from "@contract/moderation";
import { LoadError } from "@/components/load-error";
import { PersonSkeletons } from "@/components/person-skeleton";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ConfirmButton } from "@/components/confirm-button";
import { MemberRow } from "@/components/member-row";
import { i18n, params } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { useSetSiteRole } from "@/lib/use-site-role";
import { useTeam } from "./moderation-queries";

const messages = i18n("moderation/team-list", {
  loading: "Loading the team",
  loadError: "We could not load the team",
  appointHint: "To appoint a moderator, open their profile and choose Make moderator in its menu.",
  team: "Team",
  admin: "Admin",
  moderator: "Moderator",
  you: "You",
  standDown: "Stand down",
  standDownLabel: params<{ name: string }>("Stand down {name}"),
  standDownTitle: params<{ name: string }>("Stand {name} down?"),
  standDownText: "They will no longer see reports or act on them. What they did stays in the audit log.",
  standingDown: "Standing down...",
});

/** The admins and moderators; an admin may stand a moderator down (and appoints one from their profile). */
export function TeamList() {
  const t = useStore(messages);
  const team = useTeam();
  const me = useCurrentUser();
  const isAdmin = me.siteRole === "admin";
  if (team.isPending) return <PersonSkeletons count={3} label={t.loading} />;
  if (team.isError) return <LoadError title={t.loadError} error={team.error} onRetry={team.refetch} />;
  const ordered = [...team.data].sort((a, b) => (a.role === b.role ? 0 : a.role === "admin" ? -1 : 1));
  return (
    <Card className="grid grid-cols-1 gap-4 p-4 sm:p-5">
      {isAdmin && <p className="text-sm text-muted-foreground">{t.appointHint}</p>}
      <ul aria-label={t.team} className="grid grid-cols-1 gap-4">
        {ordered.map((member) => (
          <MemberRow
            key={member.id}
            person={member}
            badges={
              <>
                <Badge variant={member.role === "admin" ? "gold" : "outline"}>
                  <ShieldCheck aria-hidden="true" />
                  {member.role === "admin" ? t.admin : t.moderator}
                </Badge>
                {member.id === me.id && <Badge variant="outline">{t.you}</Badge>}
              </>
            }
            actions={isAdmin && member.role === "moderator" && <StandDown member={member} />}
          />
        ))}
      </ul>
    </Card>
  );
}

function StandDown({ member }: { member: TeamMember }) {
  const t = useStore(messages);
  const setRole = useSetSiteRole(member);
  const name = displayName(member);
  return (
    <ConfirmButton
      trigger={
        <>
          <ShieldMinus aria-hidden="true" />
          {t.standDown}
        </>
      }
      triggerProps={{ variant: "outline", size: "sm", className: "h-8 px-2.5", "aria-label": t.standDownLabel({ name }) }}
      title={t.standDownTitle({ name })}
      description={t.standDownText}
      confirmLabel={t.standDown}
      pendingLabel={t.standingDown}
      pending={setRole.isPending}
      onConfirm={(done) => setRole.mutate("member", { onSettled: done })}
    />
  );
}
