import { useStore } from "@nanostores/react";
import { ChevronRight, ExternalLink } from "lucide-react";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { i18n } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";

const messages = i18n("auth/rules-agreement", {
  readRules: "Read the rules",
  rules: "The site's rules",
  accept: "I accept the rules",
  terms: "Terms",
  privacy: "Privacy policy",
  opensNewTab: "(opens in a new tab)",
});

const linkClass =
  "inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/**
 * The site's rules, to read where they are (a disclosure) and to accept with a required box
 * before signing up. The box is a native checkbox: nothing to load for it on a visitor's page.
 */
export function RulesAgreement({ rules, error, checkbox }: { rules: string; error?: string; checkbox: UseFormRegisterReturn }) {
  const t = useStore(messages);
  const id = useId();
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-3">
      <details className="group">
        <summary className="flex w-fit cursor-pointer list-none items-center gap-1 rounded-sm text-sm font-semibold text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
          {t.readRules}
        </summary>
        {/* Focusable so it scrolls from the keyboard too; named so a screen reader says what it is. */}
        <section
          aria-label={t.rules}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll from the keyboard
          tabIndex={0}
          dir="auto"
          className="mt-2 max-h-56 overflow-y-auto rounded-md border bg-card px-3 py-2.5 text-sm leading-relaxed wrap-break-word whitespace-pre-wrap text-card-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {rules}
        </section>
      </details>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded-sm accent-primary aria-invalid:outline-2 aria-invalid:outline-offset-1 aria-invalid:outline-destructive"
          {...checkbox}
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug font-medium">
          {t.accept}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {translatedServerMessage(error)}
        </p>
      )}
    </div>
  );
}

/** Links to the site's terms and privacy policy, where it has them: in a new tab, so the form keeps what was typed. */
export function SitePagesLinks({ terms, privacy }: { terms: boolean; privacy: boolean }) {
  const t = useStore(messages);
  if (!terms && !privacy) return null;
  const link = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener" className={linkClass}>
      {label}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t.opensNewTab}</span>
    </a>
  );
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {terms && link("/terms", t.terms)}
      {privacy && link("/privacy", t.privacy)}
    </p>
  );
}
