import { useStore } from "@nanostores/react";
import { Mail, Send } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { email } from "@contract/auth";
import type { Church, InviteLink } from "@contract/churches";
import { MAILED_INVITATION_DAYS, MAX_MAIL_INVITATIONS } from "@contract/limits";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { refusalOf } from "@/lib/api-error";
import { count, i18n, params } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import { useMailInvitations } from "./invite-link-mutations";
import { MailedInvitations } from "./mailed-invitations";

const messages = i18n("churches/mail-invitations", {
  title: "Invite by e-mail",
  hint: params<{ days: number }>(
    "Paste the addresses of those you would welcome. Each gets a link of their own, for one person, that works for {days} days: they sign up or sign in, and they are members.",
  ),
  addresses: "E-mail addresses",
  placeholder: "anna@example.org, paul@example.org",
  separated: "Separate them with commas, spaces or new lines.",
  found: count({ one: "{count} address", other: "{count} addresses" }),
  notAddresses: params<{ list: string }>("These are not e-mail addresses: {list}"),
  send: "Send invitations",
  sending: "Sending...",
});

// The contract's words for a list left empty or too long: the server says the same.
const NONE = "Enter at least one e-mail address";
const TOO_MANY = `Invite at most ${MAX_MAIL_INVITATIONS} addresses at once`;

/** The addresses in what a leader pasted: split on commas, semicolons, spaces and new lines, each once. */
function addressesIn(text: string): string[] {
  const words = text.split(/[\s,;]+/).map((word) => word.replace(/^[<("']+|[>)"']+$/g, "").toLowerCase());
  return [...new Set(words.filter(Boolean))];
}

/** Invite: a list of addresses, each mailed a link for one person; then the invitations mailed, apart from the links to share. */
export function MailInvitations({ church, links }: { church: Church; links: InviteLink[] | undefined }) {
  const t = useStore(messages);
  const ids = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useMailInvitations(church, { onSent: () => setText("") });
  const addresses = addressesIn(text);
  const mailed = links?.filter((link) => link.email !== null) ?? [];

  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    // Checked as the server checks them, so that the leader learns which ones to mend.
    const wrong = addresses.filter((address) => !email.safeParse(address).success);
    if (addresses.length === 0) return refuse(NONE);
    if (addresses.length > MAX_MAIL_INVITATIONS) return refuse(TOO_MANY);
    if (wrong.length > 0) return refuse(t.notAddresses({ list: wrong.join(", ") }));
    setError(null);
    send.mutate(addresses, {
      onError: (failure) => {
        const message = refusalOf(failure);
        if (message && /address/i.test(message)) setError(message);
      },
    });
  };

  const describedBy = [`${ids}-help`, error && `${ids}-error`].filter(Boolean).join(" ");
  return (
    <Card>
      <div className="grid gap-5 p-5 sm:p-6">
        <form onSubmit={submit} noValidate aria-labelledby={`${ids}-title`} className="grid gap-4">
          <div>
            <h2 id={`${ids}-title`} className="flex items-center gap-2 text-base font-semibold">
              <Mail aria-hidden="true" className="size-4 text-primary" />
              {t.title}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t.hint({ days: MAILED_INVITATION_DAYS })}</p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-addresses`}>{t.addresses}</Label>
            <Textarea
              ref={field}
              id={`${ids}-addresses`}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
              placeholder={t.placeholder}
              rows={4}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              disabled={send.isPending}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className="resize-y font-mono text-sm sm:text-sm"
            />
            <p id={`${ids}-help`} className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
              <span>{t.separated}</span>
              {addresses.length > 0 && <span aria-live="polite">{t.found(addresses.length)}</span>}
            </p>
            {error && (
              <p id={`${ids}-error`} className="text-sm font-medium wrap-anywhere text-destructive">
                {translatedServerMessage(error)}
              </p>
            )}
          </div>
          <Button type="submit" disabled={send.isPending} className="justify-self-start">
            <Send aria-hidden="true" />
            {send.isPending ? t.sending : t.send}
          </Button>
        </form>
        {mailed.length > 0 && <MailedInvitations church={church} invitations={mailed} />}
      </div>
    </Card>
  );
}
