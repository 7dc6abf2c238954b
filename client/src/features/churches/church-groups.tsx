import { useStore } from "@nanostores/react";
import { useQueryClient } from "@tanstack/react-query";
import { Plus, Users } from "lucide-react";
import { useId, useState } from "react";
import type { Church } from "@contract/churches";
import { EmptyStateCard } from "@/components/empty-state-card";
import { LoadError } from "@/components/load-error";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { Button } from "@/components/ui/button";
import { GroupCard } from "@/features/groups/group-card";
import { GroupCardSkeletons } from "@/features/groups/group-card-skeletons";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { createChurchGroup, refreshChurchGroups } from "./church-group-mutations";
import { useChurchGroups } from "./church-group-queries";
import { leads } from "./church-roles";

// The dialog (Radix, the form) loads when a leader first opens it.
const CreateGroupDialog = retryableLazy(() => import("@/features/groups/create-group-dialog").then((m) => m.CreateGroupDialog));

const messages = i18n("churches/church-groups", {
  groups: "Groups",
  newGroup: "New group",
  loading: "Loading the groups",
  loadFailed: "We could not load this church's groups",
  none: "No groups yet",
  noneLeader: "Start a ministry, a Bible study or a prayer team: the church's members gather, share and pray there.",
  noneMember: "The church's leaders start its ministries, Bible studies and prayer teams. They will be listed here.",
  noneVisitor: "This church has no groups yet.",
});

/** Groups (everyone): the church's ministries, studies and prayer teams; its leaders start new ones. */
export function ChurchGroups({ church }: { church: Church }) {
  const t = useStore(messages);
  const ids = useId();
  const queryClient = useQueryClient();
  const groups = useChurchGroups(church.slug);
  const leader = leads(church.myRole);
  const [creating, setCreating] = useState(false);
  const newGroup = (
    <Button size="sm" onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      {t.newGroup}
    </Button>
  );

  return (
    <section aria-labelledby={`${ids}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${ids}-title`} className="flex items-center gap-2 text-base font-semibold">
          <Users aria-hidden="true" className="size-4 text-primary" />
          {t.groups}
        </h2>
        {leader && groups.data?.length ? newGroup : null}
      </div>
      {groups.isPending ? (
        <GroupCardSkeletons label={t.loading} />
      ) : groups.isError ? (
        <LoadError title={t.loadFailed} titleAs="p" error={groups.error} onRetry={groups.refetch} />
      ) : groups.data.length === 0 ? (
        <EmptyStateCard
          icon={Users}
          tone="secondary"
          title={t.none}
          titleAs="h3"
          text={leader ? t.noneLeader : church.myRole ? t.noneMember : t.noneVisitor}
          className="py-10"
        >
          {leader && <div className="mt-2">{newGroup}</div>}
        </EmptyStateCard>
      ) : (
        <ul aria-label={t.groups} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {groups.data.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} />
            </li>
          ))}
        </ul>
      )}
      {leader && (
        <MountWhenOpened open={creating}>
          <CreateGroupDialog
            open={creating}
            onOpenChange={setCreating}
            withKind
            send={(body) => createChurchGroup(church.slug, { ...body, kind: body.kind ?? "ministry" })}
            onCreated={() => refreshChurchGroups(queryClient, church.slug)}
          />
        </MountWhenOpened>
      )}
    </section>
  );
}
