import { useStore } from "@nanostores/react";
import { Suspense } from "react";
import { ErrorBoundary } from "@/components/error-boundary";
import { PageHeader } from "@/components/layout/page-header";
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
  description: "Who is waiting to join, and how the site presents itself.",
  teamDescription: "Who is waiting to join the site.",
  signUps: "Sign-ups",
  waiting: "Sign-ups waiting",
  site: "Site",
  loadingSite: "Loading the site's settings",
});

// The sign-ups come first; the site's form loads when its tab is chosen.
const SiteSettingsForm = retryableLazy(() => import("@/features/site/site-settings-form").then((m) => m.SiteSettingsForm));

/**
 * The site's team at work: the sign-ups waiting (moderators and admins), and the site's own
 * settings (admins). To anyone else it does not exist.
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
      {isAdmin ? (
        <Tabs defaultValue="sign-ups">
          <TabsList aria-label={t.title}>
            <TabsTrigger value="sign-ups">{t.signUps}</TabsTrigger>
            <TabsTrigger value="site">{t.site}</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-ups">
            <h2 className="sr-only">{t.waiting}</h2>
            <WaitingSignUps />
          </TabsContent>
          <TabsContent value="site">
            <h2 className="sr-only">{t.site}</h2>
            <ErrorBoundary>
              <Suspense fallback={<SiteFormStandIn label={t.loadingSite} />}>
                <SiteSettingsForm />
              </Suspense>
            </ErrorBoundary>
          </TabsContent>
        </Tabs>
      ) : (
        // A moderator has the sign-ups alone: no tabs to choose among.
        <section>
          <h2 className="mb-4 text-lg font-semibold">{t.waiting}</h2>
          <WaitingSignUps />
        </section>
      )}
    </div>
  );
}
