import { useStore } from "@nanostores/react";
import { CircleCheck } from "lucide-react";
import { Suspense, use, useState } from "react";
import { useSearch } from "wouter";
import type { SiteSettings } from "@contract/site";
import { SiteMark } from "@/components/brand";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { LanguagePicker } from "@/components/language-picker";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { i18n } from "@/lib/i18n";
import { SignInForm } from "./sign-in-form";
import { SignUpPanel, SignUpStandIn } from "./sign-up-panel";
import { WaitingNotice } from "./waiting-notice";

const messages = i18n("auth/auth-card", {
  tagline: "Christian Social Network",
  passwordChanged: "Your password has been changed. Sign in with your new password.",
  signIn: "Sign In",
  signUp: "Sign Up",
  join: "Join our family of believers in building Christian community.",
});

/**
 * The sign-in/sign-up card: two tabs, Sign In first (and selected, unless `?tab=sign-up` asks
 * for the other, as an invitation's "Create an account" does). Sign Up is as the site has it
 * (`site`, read by the page); a sign-up that must wait for an admin ends on a card saying so.
 */
export function AuthCard({ site }: { site: Promise<SiteSettings | null> }) {
  const t = useStore(messages);
  const search = new URLSearchParams(useSearch());
  // Arrived from a password reset: every session ended, so the member signs in afresh.
  const afterReset = search.get("reset") === "done";
  const firstTab = search.get("tab") === "sign-up" ? "sign-up" : "sign-in";
  // The server's words for a sign-up that waits for an admin: the card says so instead of the tabs.
  const [waiting, setWaiting] = useState<string | null>(null);
  return (
    <Card className="w-full max-w-md rounded-2xl border-white/10 shadow-2xl shadow-indigo-night/40">
      <CardHeader className="items-center pt-8 pb-4 text-center">
        <Suspense fallback={<SiteMark logo="loading" className="size-12" />}>
          <SiteLogoOf site={site} />
        </Suspense>
        <h1 className="mt-3 font-serif text-3xl font-semibold tracking-tight text-heading">Koinonia</h1>
        <p className="text-sm font-medium text-muted-foreground">{t.tagline}</p>
      </CardHeader>
      <CardContent className="px-5 sm:px-8">
        {afterReset && (
          <p role="status" className="mb-4 flex items-start gap-2 rounded-lg border bg-secondary px-3 py-2.5 text-sm text-secondary-foreground">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t.passwordChanged}
          </p>
        )}
        {waiting !== null ? (
          <WaitingNotice message={waiting} />
        ) : (
          <Tabs defaultValue={firstTab}>
            <TabsList>
              <TabsTrigger value="sign-in">{t.signIn}</TabsTrigger>
              <TabsTrigger value="sign-up">{t.signUp}</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <SignInForm />
            </TabsContent>
            <TabsContent value="sign-up">
              <Suspense fallback={<SignUpStandIn />}>
                <SignUpPanel site={site} onWaiting={setWaiting} />
              </Suspense>
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
      <CardFooter className="flex-col gap-3 border-t px-8 pt-5 pb-6 text-center">
        <p className="text-sm text-muted-foreground">{t.join}</p>
        <LanguagePicker />
      </CardFooter>
    </Card>
  );
}

/** The site's logo, once its settings are read; the Koinonia mark when it has none (or they could not be read). */
function SiteLogoOf({ site }: { site: Promise<SiteSettings | null> }) {
  return <SiteMark logo={use(site)?.logoUrl ?? null} className="size-12" />;
}
