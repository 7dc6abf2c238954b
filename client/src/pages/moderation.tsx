import { type ReactNode, Suspense } from "react";
import { ErrorBoundary } from "@/components/error-boundary";
import { PageHeader } from "@/components/layout/page-header";
import { PersonSkeletons } from "@/components/person-skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ReportQueue } from "@/features/moderation/report-queue";
import { isModerator } from "@/lib/moderation-cache";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useCurrentUser } from "@/lib/use-auth";
import { useDocumentTitle } from "@/lib/use-document-title";
import { NotFoundPage } from "./not-found";

// The reports come first; the other tabs' code loads when one is chosen.
const AuditLog = retryableLazy(() => import("@/features/moderation/audit-log").then((m) => m.AuditLog));
const TeamList = retryableLazy(() => import("@/features/moderation/team-list").then((m) => m.TeamList));

/** The moderators' page: open reports, the audit log and the team. To anyone else it does not exist. */
export function ModerationPage() {
  const me = useCurrentUser();
  if (!isModerator(me)) return <NotFoundPage />;
  return <Moderation />;
}

function Moderation() {
  useDocumentTitle("Moderation");
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1">
      <PageHeader title="Moderation" description="Reports from members, what the team has done, and who is on it." />
      <Tabs defaultValue="reports">
        <TabsList aria-label="Moderation">
          <TabsTrigger value="reports">Reports</TabsTrigger>
          <TabsTrigger value="log">Audit log</TabsTrigger>
          <TabsTrigger value="team">Team</TabsTrigger>
        </TabsList>
        <TabsContent value="reports">
          <h2 className="sr-only">Open reports</h2>
          <ReportQueue />
        </TabsContent>
        <TabsContent value="log">
          <h2 className="sr-only">Audit log</h2>
          <LaterTab label="Loading the audit log">
            <AuditLog />
          </LaterTab>
        </TabsContent>
        <TabsContent value="team">
          <h2 className="sr-only">Team</h2>
          <LaterTab label="Loading the team">
            <TeamList />
          </LaterTab>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** A tab whose code loads when it is first shown: placeholders meanwhile, and the error card should it fail. */
function LaterTab({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PersonSkeletons count={3} label={label} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
