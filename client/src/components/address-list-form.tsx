import { useStore } from "@nanostores/react";
import { Send } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { email } from "@contract/auth";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { refusalOf } from "@/lib/api-error";
import { count, i18n, params } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import { cn } from "@/lib/utils";

const messages = i18n("components/address-list-form", {
  placeholder: "anna@example.org, paul@example.org",
  found: count({ one: "{count} address", other: "{count} addresses" }),
  notAddresses: params<{ list: string }>("These are not e-mail addresses: {list}"),
  send: "Send invitations",
  sending: "Sending...",
});

/** What sends the list: a mutation, whose own callbacks say how it went. */
interface Sender {
  isPending: boolean;
  mutate: (addresses: string[], options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

/** The addresses in what was pasted: split on commas, semicolons, spaces and new lines, each once. */
function addressesIn(text: string): string[] {
  const words = text.split(/[\s,;]+/).map((word) => word.replace(/^[<("']+|[>)"']+$/g, "").toLowerCase());
  return [...new Set(words.filter(Boolean))];
}

/**
 * A pasted list of e-mail addresses, each to be sent an invitation. Checked as the server checks
 * it (the contract's address rule, at least one, at most `max`), so the sender learns which ones
 * to mend before anything goes; emptied once sent.
 */
export function AddressListForm({
  label,
  help,
  max,
  rows,
  send,
  buttonVariant = "default",
  heading,
  className,
  "aria-labelledby": labelledBy,
}: {
  label: string;
  help: string;
  max: number;
  rows: number;
  send: Sender;
  buttonVariant?: "default" | "outline";
  /** Above the field, inside the form: a heading the form is then labelled by. */
  heading?: ReactNode;
  className?: string;
  "aria-labelledby"?: string;
}) {
  const t = useStore(messages);
  const ids = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const addresses = addressesIn(text);

  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const wrong = addresses.filter((address) => !email.safeParse(address).success);
    // The contract's words for a list left empty or too long: the server says the same.
    if (addresses.length === 0) return refuse("Enter at least one e-mail address");
    if (addresses.length > max) return refuse(`Invite at most ${max} addresses at once`);
    if (wrong.length > 0) return refuse(t.notAddresses({ list: wrong.join(", ") }));
    setError(null);
    send.mutate(addresses, {
      onSuccess: () => setText(""),
      // A refusal about the addresses belongs under the field; any other, the toast tells.
      onError: (failure) => {
        const message = refusalOf(failure);
        if (message && /address/i.test(message)) setError(message);
      },
    });
  };

  const describedBy = [`${ids}-help`, error && `${ids}-error`].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy} className={cn("grid gap-4", className)}>
      {heading}
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-addresses`}>{label}</Label>
        <Textarea
          ref={field}
          id={`${ids}-addresses`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          placeholder={t.placeholder}
          rows={rows}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          disabled={send.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="resize-y font-mono text-sm sm:text-sm"
        />
        <p id={`${ids}-help`} className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
          <span>{help}</span>
          {addresses.length > 0 && <span aria-live="polite">{t.found(addresses.length)}</span>}
        </p>
        {error && (
          <p id={`${ids}-error`} className="text-sm font-medium wrap-anywhere text-destructive">
            {translatedServerMessage(error)}
          </p>
        )}
      </div>
      <Button type="submit" variant={buttonVariant} disabled={send.isPending} className="justify-self-start">
        <Send aria-hidden="true" />
        {send.isPending ? t.sending : t.send}
      </Button>
    </form>
  );
}
