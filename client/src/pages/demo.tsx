import { useStore } from "@nanostores/react";
import { slot, withElements } from "@/components/with-elements";
import { roleName } from "@/features/demo/demo-roles";
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
import { i18n, params } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/demo", {
  title: "Family Demo",
  description: "Step into the shoes of one of four demo family members to see how connections look from their side.",
  loadFailed: params<{ error: string }>("Could not load the demo family: {error}"),
  notSetUp: "The demo family has not been set up on this server.",
  // {name} is shown in bold.
  viewingAs: params<{ name: string; role: string; firstName: string }>(
    "Viewing as {name} ({role}). This is a read-only preview: connecting and answering requests are left to {firstName}.",
  ),
});

export function DemoPage() {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  const family = useDemoFamily();
  const [chosenId, setChosenId] = useState<number>();
  const members = family.data ?? [];
  const member = members.find((m) => m.id === chosenId) ?? members[0];

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      {family.isPending ? (
        <FamilyPickerSkeleton />
      ) : family.isError ? (
        <Card role="alert" className="flex items-start gap-3 p-6 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{t.loadFailed({ error: serverMessage(family.error) ?? family.error.message })}</p>
        </Card>
      ) : members.length === 0 ? (
        <Card className="p-6 text-center text-sm text-muted-foreground">{t.notSetUp}</Card>
      ) : (
        <FamilyPicker members={members} selectedId={member?.id} onSelect={(m) => setChosenId(m.id)} />
      )}

      {member && (
        <p className="mt-6 flex items-start gap-2.5 rounded-lg border border-gold/40 bg-accent px-4 py-3 text-sm text-accent-foreground">
          <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {withElements(t.viewingAs({ name: slot("name"), role: roleName(member.role), firstName: member.firstName }), {
              name: <strong className="font-semibold">{displayName(member)}</strong>,
            })}
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
