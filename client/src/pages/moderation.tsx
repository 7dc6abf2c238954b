import { PageHeader } from "@/components/layout/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AuditLog } from "@/features/moderation/audit-log";
import { ReportQueue } from "@/features/moderation/report-queue";
import { TeamList } from "@/features/moderation/team-list";
import { isModerator } from "@/lib/moderation-cache";
import { useCurrentUser } from "@/lib/use-auth";
import { useDocumentTitle } from "@/lib/use-document-title";
import { NotFoundPage } from "./not-found";

/** The moderators' page: open reports, the audit log and the team. To anyone else it does not exist. */
export function ModerationPage() {
  const me = useCurrentUser();
  if (!isModerator(me)) return <NotFoundPage />;
  return <Moderation />;
}

function Moderation() {
  useDocumentTitle("Moderation");
  return (
    <div className="mx-auto grid w-full max-w-3xl min-w-0">
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
          <AuditLog />
        </TabsContent>
        <TabsContent value="team">
          <h2 className="sr-only">Team</h2>
          <TeamList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
