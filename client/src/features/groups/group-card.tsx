import { useStore } from "@nanostores/react";
import { Eye, Settings, Users } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import type { Group } from "@contract/groups";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { i18n, params } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { AdminBadge, CreatedDate, KindBadge, MemberCount, PrivacyBadge } from "./group-badges";
import { LazyManageGroupDialog } from "./lazy-manage-group-dialog";

const messages = i18n("groups/group-card", {
  noDescription: "No description provided.",
  viewGroupOf: params<{ name: string }>("View Group: {name}"),
  viewGroup: "View Group",
  manageOf: params<{ name: string }>("Manage: {name}"),
  manage: "Manage",
});

/**
 * One of 'My Groups' (or of a church's groups): name, Private or Public, what a church's group
 * is for, the description or 'No description provided.', the created date, 'View Group' (its
 * page) and, for the group's admins, 'Manage' (the Manage dialog).
 */
export function GroupCard({ group }: { group: Group }) {
  const ids = useId();
  const [managing, setManaging] = useState(false);
  const t = useStore(messages);
  // Only admins manage a group; a member leaves from the group's page.
  const isAdmin = group.myRole === "admin";
  return (
    <Card className="flex h-full flex-col">
      <article aria-labelledby={`${ids}-name`} className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`${ids}-name`} dir="auto" className="min-w-0 text-lg leading-snug font-semibold wrap-anywhere">
            {group.name}
          </h3>
          <div className="mt-0.5 flex shrink-0 flex-col items-end gap-1">
            <PrivacyBadge isPrivate={group.isPrivate} />
            <KindBadge kind={group.kind} />
          </div>
        </div>
        <p
          dir={group.description ? "auto" : undefined}
          className={
            group.description
              ? "line-clamp-3 text-sm wrap-anywhere whitespace-pre-line text-foreground/90"
              : "text-sm text-muted-foreground italic"
          }
        >
          {group.description || t.noDescription}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-muted-foreground">
          <CreatedDate date={group.createdAt} />
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-3.5" />
            <MemberCount count={group.memberCount} />
          </span>
          {group.myRole === "admin" && <AdminBadge />}
        </p>
        <div className={cn("grid gap-2 border-t pt-4", isAdmin && "grid-cols-2")}>
          <Link href={`/groups/${group.id}`} aria-label={t.viewGroupOf({ name: group.name })} className={buttonVariants({ size: "sm" })}>
            <Eye aria-hidden="true" />
            {t.viewGroup}
          </Link>
          {isAdmin && (
            <Button variant="outline" size="sm" aria-label={t.manageOf({ name: group.name })} onClick={() => setManaging(true)}>
              <Settings aria-hidden="true" />
              {t.manage}
            </Button>
          )}
        </div>
      </article>
      {isAdmin && <LazyManageGroupDialog group={group} open={managing} onOpenChange={setManaging} />}
    </Card>
  );
}
