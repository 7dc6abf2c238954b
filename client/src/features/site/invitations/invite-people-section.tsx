import { useStore } from "@nanostores/react";
import { Link2, MailCheck } from "lucide-react";
import { useId } from "react";
import { MAX_WAITING_SITE_INVITATIONS, SITE_INVITATION_DAYS } from "@contract/site-invitations";
import { LoadError } from "@/components/load-error";
import { SettingsSection } from "@/components/settings-section";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n, params } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { useSiteSettings } from "../site-queries";
import { MailSiteInvitations } from "./mail-site-invitations";
import { SiteInvitationItem } from "./site-invitation-item";
import { useCreateSiteInvitation } from "./site-invitation-mutations";
import { useSiteInvitations } from "./site-invitation-queries";

const messages = i18n("site/invite-people-section", {
  title: "Invite people",
  description: params<{ days: number }>(
    "New members join this site by invitation. Invite someone you know: each invitation signs up one person, within {days} days.",
  ),
  createLink: "Create a link",
  creating: "Creating...",
  linkHint: "A link to send in a message of your own: the first person to use it signs up.",
  confirmFirst: "Confirm your email address to invite people: open the link we sent you.",
  yours: "Your invitations",
  waitingCount: params<{ waiting: number; max: number }>("{waiting} of {max} waiting"),
  loading: "Loading your invitations",
  loadError: "We could not load your invitations",
  none: "You have not invited anyone yet.",
});

/**
 * Invite people: shown only while the site takes new members by invitation (the server
 * refuses invitations otherwise). A link to hand on, invitations by mail, and the member's
 * own invitations with how each stands.
 */
export function InvitePeopleSection() {
  const t = useStore(messages);
  const site = useSiteSettings();
  if (site.data?.registration !== "invitation") return null;
  return (
    <SettingsSection id="invite-people" title={t.title} description={t.description({ days: SITE_INVITATION_DAYS })}>
      <InvitePeople />
    </SettingsSection>
  );
}

function InvitePeople() {
  const t = useStore(messages);
  const ids = useId();
  const { emailVerified } = useCurrentUser();
  const create = useCreateSiteInvitation();
  return (
    <div className="grid gap-6">
      {emailVerified ? (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button onClick={() => create.mutate()} disabled={create.isPending} className="self-start">
              <Link2 aria-hidden="true" />
              {create.isPending ? t.creating : t.createLink}
            </Button>
            <p className="text-sm text-muted-foreground">{t.linkHint}</p>
          </div>
          <MailSiteInvitations />
        </>
      ) : (
        <p className="flex items-start gap-2 rounded-lg border bg-secondary px-3 py-2.5 text-sm text-secondary-foreground">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.confirmFirst}
        </p>
      )}
      <section aria-labelledby={`${ids}-yours`} className="grid gap-3 border-t pt-5">
        <InvitationList titleId={`${ids}-yours`} />
      </section>
    </div>
  );
}

function InvitationList({ titleId }: { titleId: string }) {
  const t = useStore(messages);
  const invitations = useSiteInvitations();
  const waiting = invitations.data?.filter((i) => i.state === "waiting").length ?? 0;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={titleId} className="text-sm font-semibold">
          {t.yours}
        </h3>
        {invitations.data && (
          <span className="text-xs text-muted-foreground">{t.waitingCount({ waiting, max: MAX_WAITING_SITE_INVITATIONS })}</span>
        )}
      </div>
      {invitations.isPending ? (
        <div role="status" aria-label={t.loading} className="grid gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : invitations.isError ? (
        <LoadError titleAs="p" title={t.loadError} error={invitations.error} onRetry={() => invitations.refetch()} />
      ) : invitations.data.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{t.none}</p>
      ) : (
        <ul aria-labelledby={titleId} className="grid divide-y rounded-lg border">
          {invitations.data.map((invitation) => (
            <SiteInvitationItem key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </>
  );
}
