import { useStore } from "@nanostores/react";
import { type ReactNode, Suspense } from "react";
import { ErrorBoundary } from "@/components/error-boundary";
import { PageHeader } from "@/components/layout/page-header";
import { PersonSkeletons } from "@/components/person-skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SiteFormStandIn } from "@/features/site/site-form-stand-in";
import { WaitingSignUps } from "@/features/site/waiting-sign-ups";
import { i18n } from "@/lib/i18n";
import { isModerator } from "@/lib/moderation-cache";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useCurrentUser } from "@/lib/use-auth";
import { useDocumentTitle } from "@/lib/use-document-title";
import { NotFoundPage } from "./not-found";

const messages = i18n("pages/admin", {
  title: "Admin",
  description: "Who is waiting to join, the members, how the site is doing, what the team has done, and how the site presents itself.",
  teamDescription: "Who is waiting to join, the members, how the site is doing, and what the team has done.",
  signUps: "Sign-ups",
  waiting: "Sign-ups waiting",
  members: "Members",
  figures: "Figures",
  siteFigures: "The site's figures",
  auditLog: "Audit log",
  site: "Site",
  loadingMembers: "Loading members",
  loadingFigures: "Loading the site's figures",
  loadingLog: "Loading the audit log",
  loadingSite: "Loading the site's settings",
});

// The sign-ups come first; each other tab's code loads when it is chosen.
const MemberList = retryableLazy(() => import("@/features/admin/member-list").then((m) => m.MemberList));
const SiteFigures = retryableLazy(() => import("@/features/admin/site-figures").then((m) => m.SiteFigures));
const AuditLog = retryableLazy(() => import("@/features/moderation/audit-log").then((m) => m.AuditLog));
const SiteSettingsForm = retryableLazy(() => import("@/features/site/site-settings-form").then((m) => m.SiteSettingsForm));

// Five tabs share a phone's width as their words need it (a long one wraps), not in equal parts;
// a language whose words will not fit even so scrolls the row rather than the page.
const TAB = "flex-auto px-1.5 sm:px-3";

/**
 * The site's team at work: the sign-ups waiting, the members, the site's figures and the audit
 * log (moderators and admins), and the site's own settings (admins). To anyone else it does not
 * exist.
 */
export function AdminPage() {
  const me = useCurrentUser();
  if (!isModerator(me)) return <NotFoundPage />;
  return <Admin isAdmin={me.siteRole === "admin"} />;
}

function Admin({ isAdmin }: { isAdmin: boolean }) {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1">
      <PageHeader title={t.title} description={isAdmin ? t.description : t.teamDescription} />
      <Tabs defaultValue="sign-ups">
        <TabsList aria-label={t.title} className="overflow-x-auto">
          <TabsTrigger value="sign-ups" className={TAB}>
            {t.signUps}
          </TabsTrigger>
          <TabsTrigger value="members" className={TAB}>
            {t.members}
          </TabsTrigger>
          <TabsTrigger value="figures" className={TAB}>
            {t.figures}
          </TabsTrigger>
          <TabsTrigger value="log" className={TAB}>
            {t.auditLog}
          </TabsTrigger>
          {isAdmin && (
            <TabsTrigger value="site" className={TAB}>
              {t.site}
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="sign-ups">
          <h2 className="sr-only">{t.waiting}</h2>
          <WaitingSignUps />
        </TabsContent>
        <TabsContent value="members">
          <h2 className="sr-only">{t.members}</h2>
          <LaterTab fallback={<PersonSkeletons count={4} label={t.loadingMembers} />}>
            <MemberList />
          </LaterTab>
        </TabsContent>
        <TabsContent value="figures">
          <h2 className="sr-only">{t.siteFigures}</h2>
          <LaterTab fallback={<PersonSkeletons count={3} label={t.loadingFigures} />}>
            <SiteFigures />
          </LaterTab>
        </TabsContent>
        <TabsContent value="log">
          <h2 className="sr-only">{t.auditLog}</h2>
          <LaterTab fallback={<PersonSkeletons count={4} label={t.loadingLog} />}>
            <AuditLog />
          </LaterTab>
        </TabsContent>
        {isAdmin && (
          <TabsContent value="site">
            <h2 className="sr-only">{t.site}</h2>
            <LaterTab fallback={<SiteFormStandIn label={t.loadingSite} />}>
              <SiteSettingsForm />
            </LaterTab>
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}

/** A tab whose code loads when it is first shown: `fallback` meanwhile, and the error card should it fail. */
function LaterTab({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
