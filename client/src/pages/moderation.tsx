import { useStore } from "@nanostores/react";
import { type ReactNode, Suspense } from "react";
import { ErrorBoundary } from "@/components/error-boundary";
import { PageHeader } from "@/components/layout/page-header";
import { PersonSkeletons } from "@/components/person-skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ReportQueue } from "@/features/moderation/report-queue";
import { i18n } from "@/lib/i18n";
import { isModerator } from "@/lib/moderation-cache";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useCurrentUser } from "@/lib/use-auth";
import { useDocumentTitle } from "@/lib/use-document-title";
import { NotFoundPage } from "./not-found";

const messages = i18n("pages/moderation", {
  title: "Moderation",
  description: "Reports from members, what the team has done, and who is on it.",
  reports: "Reports",
  auditLog: "Audit log",
  team: "Team",
  openReports: "Open reports",
  loadingLog: "Loading the audit log",
  loadingTeam: "Loading the team",
});

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
  const t = useStore(messages);
  useDocumentTitle(t.title);
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1">
      <PageHeader title={t.title} description={t.description} />
      <Tabs defaultValue="reports">
        <TabsList aria-label={t.title}>
          <TabsTrigger value="reports">{t.reports}</TabsTrigger>
          <TabsTrigger value="log">{t.auditLog}</TabsTrigger>
          <TabsTrigger value="team">{t.team}</TabsTrigger>
        </TabsList>
        <TabsContent value="reports">
          <h2 className="sr-only">{t.openReports}</h2>
          <ReportQueue />
        </TabsContent>
        <TabsContent value="log">
          <h2 className="sr-only">{t.auditLog}</h2>
          <LaterTab label={t.loadingLog}>
            <AuditLog />
          </LaterTab>
        </TabsContent>
        <TabsContent value="team">
          <h2 className="sr-only">{t.team}</h2>
          <LaterTab label={t.loadingTeam}>
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
