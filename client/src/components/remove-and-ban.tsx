import { useStore } from "@nanostores/react";
import { UserMinus, UserRoundX } from "lucide-react";
import { ConfirmButton, type ConfirmedCall } from "@/components/confirm-button";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("components/remove-and-ban", {
  remove: "Remove",
  removeTitle: params<{ name: string }>("Remove {name}?"),
  removing: "Removing...",
  ban: "Ban",
  banTitle: params<{ name: string }>("Remove and ban {name}?"),
  removeAndBan: "Remove and ban",
  banning: "Banning...",
});

const dangerButton = "h-8 px-2.5 text-destructive hover:bg-destructive/10 hover:text-destructive";

/**
 * Remove, and Remove and ban, beside a person in a place's list of its people (a church, a
 * group): each asks first. The place names itself in the buttons' labels (`removeLabel`,
 * `banLabel`) and says what each means there (`removeDescription`, `banDescription`).
 */
export function RemoveAndBan({
  name,
  remove,
  ban,
  removeLabel,
  removeDescription,
  banLabel,
  banDescription,
}: {
  /** The person's name, as the dialogs ask about them. */
  name: string;
  remove: ConfirmedCall;
  ban: ConfirmedCall;
  removeLabel: string;
  removeDescription: string;
  banLabel: string;
  banDescription: string;
}) {
  const t = useStore(messages);
  return (
    <>
      <ConfirmButton
        trigger={
          <>
            <UserMinus aria-hidden="true" />
            {t.remove}
          </>
        }
        triggerProps={{ variant: "ghost", size: "sm", className: dangerButton, "aria-label": removeLabel }}
        title={t.removeTitle({ name })}
        description={removeDescription}
        confirmLabel={t.remove}
        pendingLabel={t.removing}
        pending={remove.isPending}
        onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
      />
      <ConfirmButton
        trigger={
          <>
            <UserRoundX aria-hidden="true" />
            {t.ban}
          </>
        }
        triggerProps={{ variant: "ghost", size: "sm", className: dangerButton, "aria-label": banLabel }}
        title={t.banTitle({ name })}
        description={banDescription}
        confirmLabel={t.removeAndBan}
        pendingLabel={t.banning}
        pending={ban.isPending}
        onConfirm={(done) => ban.mutate(undefined, { onSettled: done })}
      />
    </>
  );
}
