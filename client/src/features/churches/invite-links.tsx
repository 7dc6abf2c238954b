import { useStore } from "@nanostores/react";
import { Link2, Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { Church } from "@contract/churches";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/lib/api-error";
import { count, i18n } from "@/lib/i18n";
import { useInviteLinks } from "./church-queries";
import { InviteLinkItem } from "./invite-link-item";
import { useCreateInviteLink } from "./invite-link-mutations";
import { MailInvitations } from "./mail-invitations";

const messages = i18n("churches/invite-links", {
  invite: "Invite people",
  inviteHint:
    "Anyone with an invitation link joins this church at once, however it usually admits people. Share it, or print its QR code for the bulletin or the welcome table.",
  expires: "Stops working",
  never: "Never",
  days: count({ one: "After {count} day", other: "After {count} days" }),
  uses: "How many may use it",
  anyNumber: "Any number",
  people: count({ one: "{count} person", other: "{count} people" }),
  create: "Create link",
  creating: "Creating...",
  links: "Invitation links",
  loading: "Loading links",
  loadFailed: "The links could not be loaded.",
  none: "No invitation links yet. Create one above.",
});

const EXPIRY_DAYS = [null, 1, 7, 30, 90, 365] as const;
const USE_LIMITS = [null, 1, 10, 25, 50, 100, 500] as const;

/**
 * Invite: make a link (with an expiry and a use limit); mail invitations, each a link for one
 * person; and the links made to share, each with its QR code.
 */
export function InviteLinks({ church }: { church: Church }) {
  const t = useStore(messages);
  const ids = useId();
  const links = useInviteLinks(church.slug);
  const create = useCreateInviteLink(church);
  const [expiresInDays, setExpiresInDays] = useState<number | null>(30);
  const [maxUses, setMaxUses] = useState<number | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!create.isPending) create.mutate({ expiresInDays, maxUses });
  };
  const choice = (value: string) => (value === "" ? null : Number(value));
  // A mailed invitation is a link too, for one person: it is listed with the mail, not here.
  const shared = links.data?.filter((link) => link.email === null);
  return (
    <div className="grid gap-6">
      <Card>
        <form onSubmit={submit} aria-labelledby={`${ids}-title`} className="grid gap-4 p-5 sm:p-6">
          <div>
            <h2 id={`${ids}-title`} className="text-base font-semibold">
              {t.invite}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t.inviteHint}</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-expiry`}>{t.expires}</Label>
              <NativeSelect
                id={`${ids}-expiry`}
                value={expiresInDays ?? ""}
                onChange={(event) => setExpiresInDays(choice(event.target.value))}
                className="h-10 w-full"
              >
                {EXPIRY_DAYS.map((days) => (
                  <option key={days ?? "never"} value={days ?? ""}>
                    {days === null ? t.never : t.days(days)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-uses`}>{t.uses}</Label>
              <NativeSelect
                id={`${ids}-uses`}
                value={maxUses ?? ""}
                onChange={(event) => setMaxUses(choice(event.target.value))}
                className="h-10 w-full"
              >
                {USE_LIMITS.map((uses) => (
                  <option key={uses ?? "any"} value={uses ?? ""}>
                    {uses === null ? t.anyNumber : t.people(uses)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" disabled={create.isPending}>
              <Plus aria-hidden="true" />
              {create.isPending ? t.creating : t.create}
            </Button>
          </div>
        </form>
      </Card>

      <MailInvitations church={church} links={links.data} />

      <section aria-labelledby={`${ids}-links`} className="grid gap-3">
        <h2 id={`${ids}-links`} className="flex items-center gap-2 text-base font-semibold">
          <Link2 aria-hidden="true" className="size-4 text-primary" />
          {t.links}
        </h2>
        {links.isPending ? (
          <div role="status" aria-label={t.loading} className="grid gap-3">
            <Skeleton className="h-40 rounded-xl" />
          </div>
        ) : links.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(links.error) ?? t.loadFailed}
          </p>
        ) : !shared?.length ? (
          <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{t.none}</p>
        ) : (
          <ul className="grid gap-3">
            {shared.map((link) => (
              <InviteLinkItem key={link.id} church={church} link={link} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
