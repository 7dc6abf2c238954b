import { Users } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { PlaceholderPanel } from "@/components/layout/placeholder-panel";
import { GroupSuggestionsCard } from "@/features/groups/group-suggestions-card";
import { useDocumentTitle } from "@/lib/use-document-title";

export function GroupsPage() {
  useDocumentTitle("My Groups");
  return (
    <>
      <PageHeader
        title="My Groups"
        description="Your Bible study groups, prayer circles and ministry teams, all in one place."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <PlaceholderPanel icon={Users} title="Your groups">
          The groups you create or belong to will be listed here.
        </PlaceholderPanel>
        <GroupSuggestionsCard />
      </div>
    </>
  );
}
