import { useStore } from "@nanostores/react";
import { ArrowLeft, UserPlus } from "lucide-react";
import { Suspense, useState } from "react";
import { Link, useLocation, useParams, useSearch } from "wouter";
import type { Group } from "@contract/groups";
import { useGroupChurch } from "@/features/churches/group-church-queries";
import { LoadError } from "@/components/load-error";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { FeedSkeleton } from "@/components/post-skeleton";
import { isNotFoundError } from "@/features/groups/group-errors";
import { GroupHeader } from "@/features/groups/group-header";
import { GroupNotFound } from "@/features/groups/group-not-found";
import { useGroup } from "@/features/groups/group-queries";
import { LazyManageGroupDialog } from "@/features/groups/lazy-manage-group-dialog";
import { MembersCard } from "@/features/groups/members-card";
import { GroupComposer } from "@/features/posts/group-composer";
import { GroupFeed } from "@/features/posts/group-feed";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/group", {
  myGroups: "My Groups",
  notFound: "Group not found",
  group: "Group",
  loadFailed: "This group could not be loaded",
  about: "About this group",
  joinPrompt: "Join this group to share posts and prayer requests, pray for one another and comment.",
  loading: "Loading group",
});

// Its own chunk: a group's live room is a small part of its page.
const GroupRoomCard = retryableLazy(() => import("@/features/rooms/group-room-card").then((m) => m.GroupRoomCard));
// So are its events and, for its members, the button that plans one: the card and the events
// feature's parts load together.
const GroupEvents = retryableLazy(() =>
  Promise.all([
    import("@/features/groups/group-events-card"),
    import("@/features/events/upcoming-events"),
    import("@/features/events/create-event-button"),
  ]).then(([{ GroupEventsCard }, { UpcomingEvents }, { CreateEventButton }]) => ({ group }: { group: Group }) => (
    <GroupEventsCard
      group={group}
      list={(emptyText) => <UpcomingEvents source={{ kind: "group", id: group.id }} limit={3} emptyText={emptyText} />}
      newEvent={<CreateEventButton host={{ kind: "group", groupId: group.id }} />}
    />
  )),
);

// And the plans it reads together.
const ReadingTogetherCard = retryableLazy(() => import("@/features/plans/reading-together-card").then((m) => m.ReadingTogetherCard));

/** A group's page: who is in it, its own feed, and joining, leaving or managing it. */
export function GroupPage() {
  const { id } = useParams<{ id: string }>();
  const t = useStore(messages);
  const groupId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  return (
    <div className="grid gap-4">
      <Link href="/groups" className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-2 justify-self-start" })}>
        <ArrowLeft aria-hidden="true" />
        {t.myGroups}
      </Link>
      {groupId === null ? <GroupNotFound /> : <GroupView groupId={groupId} />}
    </div>
  );
}

function GroupView({ groupId }: { groupId: number }) {
  const t = useStore(messages);
  const group = useGroup(groupId);
  useDocumentTitle(group.data?.name ?? (group.isError ? t.notFound : t.group));

  if (group.isPending) return <GroupSkeleton />;
  if (group.isError) {
    if (isNotFoundError(group.error)) return <GroupNotFound />;
    return <LoadError title={t.loadFailed} titleAs="h1" error={group.error} onRetry={group.refetch} />;
  }
  return <GroupContent group={group.data} />;
}

function GroupContent({ group }: { group: Group }) {
  const t = useStore(messages);
  const [, navigate] = useLocation();
  const search = useSearch();
  // /groups/:id?manage opens the Manage dialog at once (for admins).
  const [managing, setManaging] = useState(() => new URLSearchParams(search).has("manage"));
  const isAdmin = group.myRole === "admin";
  const backToGroups = () => navigate("/groups", { replace: true });
  // A church's group names its church, whose leaders take down what is posted in it.
  const church = useGroupChurch(group.churchId);

  return (
    <>
      <GroupHeader
        group={group}
        church={church.church}
        onManage={() => setManaging(true)}
        // A private group is gone from view once I leave it.
        onLeft={() => group.isPrivate && backToGroups()}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {group.myRole ? <GroupComposer group={group} /> : <JoinPrompt />}
          <GroupFeed group={group} moderates={church.leads} />
        </div>
        <aside aria-label={t.about} className="flex min-w-0 flex-col gap-6 max-lg:order-first">
          <Suspense fallback={null}>
            <GroupRoomCard groupId={group.id} isMember={group.myRole !== null} isAdmin={isAdmin} />
          </Suspense>
          {/* Its place held while its code comes: the aside is above the feed on a phone. */}
          <Suspense fallback={<Skeleton className="h-40 rounded-xl" />}>
            <GroupEvents group={group} />
          </Suspense>
          <Suspense fallback={<Skeleton className="h-32 rounded-xl" />}>
            <ReadingTogetherCard id={`group-${group.id}-reading`} place={{ groupId: group.id }} canLead={isAdmin} />
          </Suspense>
          <MembersCard group={group} />
        </aside>
      </div>
      {isAdmin && <LazyManageGroupDialog group={group} open={managing} onOpenChange={setManaging} onDeleted={backToGroups} />}
    </>
  );
}

/** Where a member's composer would be: what joining brings (the Join button is in the header). */
function JoinPrompt() {
  const t = useStore(messages);
  return (
    <Card className="flex items-center gap-3 border-dashed p-5 text-sm text-muted-foreground">
      <UserPlus aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <p>{t.joinPrompt}</p>
    </Card>
  );
}

function GroupSkeleton() {
  const t = useStore(messages);
  return (
    <div role="status" aria-label={t.loading} className="grid gap-6">
      <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
        <Skeleton className="h-20 rounded-none sm:h-24" />
        <div className="grid gap-3 p-6">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
      <FeedSkeleton />
    </div>
  );
}
