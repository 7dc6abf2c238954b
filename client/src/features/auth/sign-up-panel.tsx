import { useStore } from "@nanostores/react";
import { Lock, MailOpen, MailX, type LucideIcon } from "lucide-react";
import { use } from "react";
import { useSearch } from "wouter";
import type { SiteSettings } from "@contract/site";
import { InvitedBy } from "./invited-by";
import { invitationPreviewOnce } from "./invitation-preview";
import { i18n } from "@/lib/i18n";
import { invitationCode, memberInvitationCode } from "./invitation-code";
import { SignUpForm } from "./sign-up-form";

const messages = i18n("auth/sign-up-panel", {
  closedTitle: "Sign-ups are closed",
  closed: "This site is not taking new members for now. If you already have an account, sign in.",
  invitationTitle: "Sign-ups are by invitation",
  invitation: "To join this site, open the invitation link you were sent: it brings you back here to sign up.",
  invalidTitle: "This invitation no longer works",
  invalid: "Ask whoever invited you for a new one.",
  loading: "Loading",
});

/**
 * The Sign Up tab, as the site has it: the form (with the site's welcome and rules, and who
 * invited the visitor, if a member did), or why there is none (sign-ups closed, or by
 * invitation for a visitor who came without one, or with one that no longer works).
 * Render it inside Suspense: it waits for the site's settings (and the member's invitation).
 */
export function SignUpPanel({ site, onWaiting }: { site: Promise<SiteSettings | null>; onWaiting: (message: string) => void }) {
  const t = useStore(messages);
  const search = useSearch();
  const memberCode = memberInvitationCode(search);
  // Asked at once, beside the site's settings.
  const invited = memberCode ? invitationPreviewOnce(memberCode) : null;
  const settings = use(site);
  const preview = invited ? use(invited) : null;
  const mode = settings?.registration ?? "open";
  if (mode === "closed") return <NoSignUp icon={Lock} title={t.closedTitle} text={t.closed} />;
  // A member's invitation that no longer works lets nobody in; where none is needed, the form is there without it.
  if (preview && !preview.ok && mode === "invitation")
    return <NoSignUp icon={MailX} title={t.invalidTitle} text={preview.message ?? t.invalid} />;
  const invitation = preview && !preview.ok ? null : invitationCode(search);
  if (mode === "invitation" && !invitation) return <NoSignUp icon={MailOpen} title={t.invitationTitle} text={t.invitation} />;
  const form = <SignUpForm site={settings} invitation={invitation} onWaiting={onWaiting} />;
  if (!preview?.ok) return form;
  return (
    <div className="grid gap-4">
      <InvitedBy inviter={preview.inviter} site={settings?.name ?? "Koinonia"} />
      {form}
    </div>
  );
}

/** Why the tab has no form. (It keeps the focus where it is: on the tab, for the arrow keys.) */
function NoSignUp({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="grid justify-items-center gap-3 py-2 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** Holds the form's place while the site's settings load: drawn like Skeleton, without the signed-in app's shared chunk. */
export function SignUpStandIn() {
  const t = useStore(messages);
  return (
    <div role="status" aria-label={t.loading} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="h-16 animate-pulse rounded-md bg-muted" />
        <div className="h-16 animate-pulse rounded-md bg-muted" />
      </div>
      <div className="h-16 animate-pulse rounded-md bg-muted" />
      <div className="h-16 animate-pulse rounded-md bg-muted" />
      <div className="mt-2 h-12 animate-pulse rounded-md bg-muted" />
    </div>
  );
}
