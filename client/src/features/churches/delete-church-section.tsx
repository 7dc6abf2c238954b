import { useStore } from "@nanostores/react";
import { Trash2 } from "lucide-react";
import { useId } from "react";
import { useLocation } from "wouter";
import type { Church } from "@contract/churches";
import { ConfirmButton } from "@/components/confirm-button";
import { i18n, params } from "@/lib/i18n";
import { useDeleteChurch } from "./church-page-mutations";

const messages = i18n("churches/delete-church-section", {
  title: "Delete this church",
  hint: "Its page, members, requests and invitation links are removed for everyone. This cannot be undone.",
  delete: "Delete church",
  confirmTitle: params<{ name: string }>("Delete {name}?"),
  confirmDescription:
    "Its page, its member directory, the requests waiting and every invitation link go with it. Printed QR codes stop working. This cannot be undone.",
  confirm: "Delete",
  deleting: "Deleting...",
});

/** Owners only: deleting the church, after a confirmation; then back to the churches page. */
export function DeleteChurchSection({ church }: { church: Church }) {
  const t = useStore(messages);
  const ids = useId();
  const [, navigate] = useLocation();
  const remove = useDeleteChurch(church, { onDeleted: () => navigate("/churches", { replace: true }) });
  return (
    <section aria-labelledby={`${ids}-title`} className="grid gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4">
      <div>
        <h3 id={`${ids}-title`} className="text-sm font-semibold text-destructive">
          {t.title}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t.hint}</p>
      </div>
      <ConfirmButton
        trigger={
          <>
            <Trash2 aria-hidden="true" />
            {t.delete}
          </>
        }
        triggerProps={{ variant: "destructive", className: "justify-self-start" }}
        title={t.confirmTitle({ name: church.name })}
        description={t.confirmDescription}
        confirmLabel={t.confirm}
        pendingLabel={t.deleting}
        pending={remove.isPending}
        onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
      />
    </section>
  );
}
