import { useStore } from "@nanostores/react";
import { Church as ChurchIcon, Settings, UserPlus, Users } from "lucide-react";
import { Link } from "wouter";
import type { Church } from "@contract/churches";
import type { Group } from "@contract/groups";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { i18n } from "@/lib/i18n";
import { AdminBadge, CreatedDate, KindBadge, MemberCount, PrivacyBadge } from "./group-badges";
import { GroupMenu } from "./group-menu";
import { LeaveGroupButton } from "./leave-group-button";
import { HomeFeedChoice } from "@/features/home-feed/home-feed-choice";
import { useJoinGroup } from "./group-mutations";

const messages = i18n("groups/group-header", {
  member: "Member",
  noDescription: "No description provided.",
  joining: "Joining...",
  joinGroup: "Join Group",
  manage: "Manage",
  // The link to a group's church while its name loads (or could not be read).
  church: "Its church",
  joinChurchFirst: "Join the church first",
});

/**
 * The group page's title card: name, badges, the church it belongs to, description, counts,
 * and what I can do here. `church` is the group's church once read.
 */
export function GroupHeader({
  group,
  church,
  onManage,
  onLeft,
}: {
  group: Group;
  church?: Pick<Church, "slug" | "name" | "myRole">;
  onManage: () => void;
  onLeft: () => void;
}) {
  const join = useJoinGroup(group);
  const t = useStore(messages);
  return (
    <Card className="overflow-hidden">
      <div aria-hidden="true" className="h-20 bg-gradient-to-r from-indigo-deep via-primary to-gold/80 sm:h-24 dark:via-indigo-700" />
      <div className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 flex-1 basis-72">
            <div className="flex flex-wrap items-center gap-2">
              <h1 dir="auto" className="font-serif text-2xl font-semibold tracking-tight wrap-anywhere text-heading sm:text-3xl">
                {group.name}
              </h1>
              <PrivacyBadge isPrivate={group.isPrivate} />
              <KindBadge kind={group.kind} />
            </div>
            {group.churchId !== null && (
              <Link
                href={`/churches/${church?.slug ?? group.churchId}`}
                className="mt-1.5 inline-flex max-w-full items-center gap-1.5 rounded-sm text-sm font-semibold text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                <ChurchIcon aria-hidden="true" className="size-4 shrink-0" />
                <span dir="auto" className="truncate">
                  {church?.name ?? t.church}
                </span>
              </Link>
            )}
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <Users aria-hidden="true" className="size-4" />
                <MemberCount count={group.memberCount} />
              </span>
              <CreatedDate date={group.createdAt} />
              {group.myRole === "admin" ? <AdminBadge /> : group.myRole === "member" ? <Badge variant="secondary">{t.member}</Badge> : null}
            </p>
            <p
              dir={group.description ? "auto" : undefined}
              className={
                group.description ? "mt-3 max-w-3xl wrap-anywhere whitespace-pre-line text-foreground/90" : "mt-3 text-muted-foreground italic"
              }
            >
              {group.description || t.noDescription}
            </p>
          </div>
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            {group.myRole === null && church && church.myRole === null ? (
              // A church's groups are for its members: the way in is through the church.
              <Link href={`/churches/${church.slug}`} className={buttonVariants({ className: "flex-1 sm:flex-none" })}>
                <ChurchIcon aria-hidden="true" />
                {t.joinChurchFirst}
              </Link>
            ) : group.myRole === null ? (
              // Only public groups are visible to non-members, so Join is possible here.
              <Button className="flex-1 sm:flex-none" disabled={join.isPending} onClick={() => join.mutate()}>
                <UserPlus aria-hidden="true" />
                {join.isPending ? t.joining : t.joinGroup}
              </Button>
            ) : (
              <>
                {group.myRole === "admin" && (
                  <Button className="flex-1 sm:flex-none" onClick={onManage}>
                    <Settings aria-hidden="true" />
                    {t.manage}
                  </Button>
                )}
                <HomeFeedChoice url={`/api/groups/${group.id}/home-feed`} placeName={group.name} className="flex-1 sm:flex-none" />
                <LeaveGroupButton group={group} onLeft={onLeft} triggerProps={{ className: "flex-1 sm:flex-none" }} />
              </>
            )}
            {group.myRole !== "admin" && <GroupMenu group={group} />}
          </div>
        </div>
      </div>
    </Card>
  );
}
