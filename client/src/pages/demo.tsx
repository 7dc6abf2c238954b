import { UsersRound } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { PlaceholderPanel } from "@/components/layout/placeholder-panel";
import { useDocumentTitle } from "@/lib/use-document-title";

export function DemoPage() {
  useDocumentTitle("Family Demo");
  return (
    <>
      <PageHeader
        title="Family Demo"
        description="Step into the shoes of one of four demo family members to see how connections look from their side."
      />
      <PlaceholderPanel icon={UsersRound} title="Demo family">
        Choose a family member to see their suggested connections and pending requests.
      </PlaceholderPanel>
    </>
  );
}
