import { useStore } from "@nanostores/react";
import { X } from "lucide-react";
import { ConfirmButton, type ConfirmedCall } from "@/components/confirm-button";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

const messages = i18n("components/revoke-button", {
  revoke: "Revoke",
  revoking: "Revoking...",
});

/**
 * Revoke an invitation or a link, asked first: it stops working at once. The caller names what
 * is revoked (`label`) and asks about it in its own words (`title`, `description`).
 */
export function RevokeButton({
  revoke,
  label,
  title,
  description,
  iconOnlyOnPhones = false,
  className,
}: {
  revoke: ConfirmedCall;
  label: string;
  title: string;
  description: string;
  /** The icon alone on a phone, where the row needs the room; `label` still names it. */
  iconOnlyOnPhones?: boolean;
  className?: string;
}) {
  const t = useStore(messages);
  return (
    <ConfirmButton
      trigger={
        <>
          <X aria-hidden="true" />
          {iconOnlyOnPhones ? <span className="max-sm:sr-only">{t.revoke}</span> : t.revoke}
        </>
      }
      triggerProps={{
        size: "sm",
        variant: "ghost",
        className: cn("text-destructive hover:bg-destructive/10 hover:text-destructive", className),
        "aria-label": label,
      }}
      title={title}
      description={description}
      confirmLabel={t.revoke}
      pendingLabel={t.revoking}
      pending={revoke.isPending}
      onConfirm={(done) => revoke.mutate(undefined, { onSettled: done })}
    />
  );
}
