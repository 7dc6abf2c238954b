import { useStore } from "@nanostores/react";
import { Suspense } from "react";
import { AuthBackdrop } from "@/features/auth/auth-backdrop";
import { type SitePageKind, SiteText, SiteTextStandIn } from "@/features/site/site-text";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/site-page", {
  terms: "Terms",
  privacy: "Privacy policy",
  loading: "Loading",
  back: "Back to home",
});

/** The site's terms, for visitors and members alike. */
export function TermsPage({ inShell = false }: { inShell?: boolean }) {
  return <SitePage kind="terms" inShell={inShell} />;
}

/** The site's privacy policy, for visitors and members alike. */
export function PrivacyPage({ inShell = false }: { inShell?: boolean }) {
  return <SitePage kind="privacy" inShell={inShell} />;
}

// Drawn without Card and PageHeader, whose class merging (tailwind-merge) a visitor's page does without.
function SitePage({ kind, inShell }: { kind: SitePageKind; inShell: boolean }) {
  const t = useStore(messages);
  const title = t[kind];
  useDocumentTitle(title);
  const text = (
    <Suspense fallback={<SiteTextStandIn label={t.loading} />}>
      <SiteText kind={kind} />
    </Suspense>
  );
  if (inShell) {
    return (
      <div className="mx-auto grid w-full max-w-3xl grid-cols-1">
        <h1 className="mb-6 font-serif text-2xl font-semibold tracking-tight text-heading sm:text-3xl">{title}</h1>
        <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8">{text}</div>
      </div>
    );
  }
  return (
    <AuthBackdrop back={{ href: "/", label: t.back }}>
      <div className="w-full max-w-2xl rounded-2xl border border-white/10 bg-card p-5 text-card-foreground shadow-2xl shadow-indigo-night/40 sm:p-8">
        <h1 className="mb-5 font-serif text-2xl font-semibold tracking-tight text-heading sm:text-3xl">{title}</h1>
        {text}
      </div>
    </AuthBackdrop>
  );
}
