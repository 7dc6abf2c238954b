import { useState } from "react";
import { CircleAlert, Eye } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { Card } from "@/components/ui/card";
import { DemoRequestsCard } from "@/features/demo/demo-requests-card";
import { DemoSuggestionsCard } from "@/features/demo/demo-suggestions-card";
import { FamilyPicker, FamilyPickerSkeleton } from "@/features/demo/family-picker";
import { useDemoFamily } from "@/features/demo/demo-queries";
import { displayName } from "@contract/display-name";
import { serverMessage } from "@/lib/api-error";
import { useDocumentTitle } from "@/lib/use-document-title";

export function DemoPage() {
  useDocumentTitle("Family Demo");
  const family = useDemoFamily();
  const [chosenId, setChosenId] = useState<number>();
  const members = family.data ?? [];
  const member = members.find((m) => m.id === chosenId) ?? members[0];

  return (
    <>
      <PageHeader
        title="Family Demo"
        description="Step into the shoes of one of four demo family members to see how connections look from their side."
      />
      {family.isPending ? (
        <FamilyPickerSkeleton />
      ) : family.isError ? (
        <Card role="alert" className="flex items-start gap-3 p-6 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>Could not load the demo family: {serverMessage(family.error) ?? family.error.message}</p>
        </Card>
      ) : members.length === 0 ? (
        <Card className="p-6 text-center text-sm text-muted-foreground">The demo family has not been set up on this server.</Card>
      ) : (
        <FamilyPicker members={members} selectedId={member?.id} onSelect={(m) => setChosenId(m.id)} />
      )}

      {member && (
        <p className="mt-6 flex items-start gap-2.5 rounded-lg border border-gold/40 bg-accent px-4 py-3 text-sm text-accent-foreground">
          <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Viewing as <strong className="font-semibold">{displayName(member)}</strong> ({member.role}). This is a read-only preview: connecting
            and answering requests are left to {member.firstName}.
          </span>
        </p>
      )}

      {(family.isPending || member) && (
        <div className="mt-6 grid gap-6 md:grid-cols-2 md:items-start">
          <DemoSuggestionsCard member={member} />
          <DemoRequestsCard member={member} />
        </div>
      )}
    </>
  );
}
