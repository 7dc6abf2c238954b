import { useStore } from "@nanostores/react";
import { FileText, ShieldCheck } from "lucide-react";
import { use, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { i18n } from "@/lib/i18n";
import { forgetSite, siteOnce } from "./site-once";

const messages = i18n("site/site-text", {
  noTerms: "No terms yet",
  noTermsText: "This site has not published its terms. Its team will be glad to answer any question.",
  noPrivacy: "No privacy policy yet",
  noPrivacyText: "This site has not published a privacy policy. Its team will be glad to answer any question.",
  loadError: "We could not load this page",
  checkConnection: "Please check your connection and try again.",
  tryAgain: "Try again",
});

/** Which of the site's pages: its terms or its privacy policy. */
export type SitePageKind = "terms" | "privacy";

/**
 * The site's terms or privacy policy as its admins wrote them: plain text, its line breaks
 * kept; a friendly word when there is none. Render it inside Suspense: it waits for the text.
 */
export function SiteText({ kind }: { kind: SitePageKind }) {
  const t = useStore(messages);
  const [, retried] = useState(0);
  const site = use(siteOnce());
  if (!site) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-6 text-center">
        <p className="font-semibold">{t.loadError}</p>
        <p className="text-sm text-muted-foreground">{t.checkConnection}</p>
        {/* Styled as a button, not Button itself, whose class merging a visitor's page does without. */}
        <button
          type="button"
          className={buttonVariants({ variant: "outline" })}
          onClick={() => {
            forgetSite();
            retried((n) => n + 1);
          }}
        >
          {t.tryAgain}
        </button>
      </div>
    );
  }
  const text = site[kind];
  if (!text) {
    const Icon = kind === "terms" ? FileText : ShieldCheck;
    return (
      <div className="grid justify-items-center gap-3 py-6 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h2 className="font-serif text-xl font-semibold text-heading">{kind === "terms" ? t.noTerms : t.noPrivacy}</h2>
        <p className="max-w-sm text-sm text-muted-foreground">{kind === "terms" ? t.noTermsText : t.noPrivacyText}</p>
      </div>
    );
  }
  return (
    <div dir="auto" className="leading-relaxed wrap-break-word whitespace-pre-wrap text-foreground">
      {text}
    </div>
  );
}

/** Holds the text's place while it loads: pulse blocks, not Skeleton, which would bring the signed-in app's shared chunk to a visitor. */
export function SiteTextStandIn({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      <div className="h-4 w-full animate-pulse rounded-md bg-muted" />
      <div className="h-4 w-11/12 animate-pulse rounded-md bg-muted" />
      <div className="h-4 w-4/5 animate-pulse rounded-md bg-muted" />
      <div className="h-4 w-2/3 animate-pulse rounded-md bg-muted" />
    </div>
  );
}
