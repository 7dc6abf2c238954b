import { useStore } from "@nanostores/react";
import { Plus } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { Button } from "@/components/ui/button";
import { GroupList } from "@/features/groups/group-list";
import { useMyGroups } from "@/features/groups/group-queries";
import { GroupSuggestionsCard } from "@/features/groups/group-suggestions-card";
import { InvitationsCard } from "@/features/groups/invitations-card";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";

// The dialogs' code (Radix dialogs, forms, search) loads when one is first opened.
const CreateGroupDialog = retryableLazy(() => import("@/features/groups/create-group-dialog").then((m) => m.CreateGroupDialog));
const FindGroupsDialog = retryableLazy(() => import("@/features/groups/find-groups-dialog").then((m) => m.FindGroupsDialog));

const messages = i18n("pages/groups", {
  title: "My Groups",
  description: "Your Bible study groups, prayer circles and ministry teams, all in one place.",
  create: "Create Group",
  yourGroups: "Your groups",
  discover: "Discover groups",
});

/** 'My Groups', with invitations and 'Find Groups'. */
export function GroupsPage() {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  const groups = useMyGroups();
  const [creating, setCreating] = useState(false);
  const [finding, setFinding] = useState<string | null>(null);

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t.create}
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <InvitationsCard />
          <section aria-labelledby="my-groups-list" className="min-w-0">
            <h2 id="my-groups-list" className="sr-only">
              {t.yourGroups}
            </h2>
            <GroupList groups={groups} onCreate={() => setCreating(true)} onFind={() => setFinding("")} />
          </section>
        </div>
        <aside aria-label={t.discover} className="min-w-0">
          <GroupSuggestionsCard onFind={setFinding} />
        </aside>
      </div>
      <MountWhenOpened open={creating}>
        <CreateGroupDialog open={creating} onOpenChange={setCreating} />
      </MountWhenOpened>
      <MountWhenOpened open={finding !== null}>
        <FindGroupsDialog
          open={finding !== null}
          onOpenChange={(open) => !open && setFinding(null)}
          initialQuery={finding ?? ""}
          onCreateInstead={() => {
            setFinding(null);
            setCreating(true);
          }}
        />
      </MountWhenOpened>
    </>
  );
}
