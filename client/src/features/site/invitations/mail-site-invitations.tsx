import { useStore } from "@nanostores/react";
import { Send } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { email } from "@contract/auth";
import { MAX_MAILED_SITE_INVITATIONS } from "@contract/site-invitations";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { refusalOf } from "@/lib/api-error";
import { count, i18n, params } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import { useMailSiteInvitations } from "./site-invitation-mutations";

const messages = i18n("site/mail-site-invitations", {
  addresses: "Invite by email",
  placeholder: "anna@example.org, paul@example.org",
  separated: "Each address gets an invitation of its own. Separate them with commas, spaces or new lines.",
  found: count({ one: "{count} address", other: "{count} addresses" }),
  notAddresses: params<{ list: string }>("These are not e-mail addresses: {list}"),
  send: "Send invitations",
  sending: "Sending...",
});

// The contract's words for a list left empty or too long: the server says the same.
const NONE = "Enter at least one e-mail address";
const TOO_MANY = `Invite at most ${MAX_MAILED_SITE_INVITATIONS} addresses at once`;

/** The addresses in what was pasted: split on commas, semicolons and blanks, each once. */
function addressesIn(text: string): string[] {
  const words = text.split(/[\s,;]+/).map((word) => word.replace(/^[<("']+|[>)"']+$/g, "").toLowerCase());
  return [...new Set(words.filter(Boolean))];
}

/** A list of addresses, each mailed an invitation; checked as the server checks it, so the member learns which to mend. */
export function MailSiteInvitations() {
  const t = useStore(messages);
  const ids = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useMailSiteInvitations({ onSent: () => setText("") });
  const addresses = addressesIn(text);

  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const wrong = addresses.filter((address) => !email.safeParse(address).success);
    if (addresses.length === 0) return refuse(NONE);
    if (addresses.length > MAX_MAILED_SITE_INVITATIONS) return refuse(TOO_MANY);
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
    <form onSubmit={submit} noValidate className="grid gap-2">
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
        rows={3}
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
      <Button type="submit" variant="outline" disabled={send.isPending} className="mt-1 justify-self-start">
        <Send aria-hidden="true" />
        {send.isPending ? t.sending : t.send}
      </Button>
    </form>
  );
}
