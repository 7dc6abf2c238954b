import { useStore } from "@nanostores/react";
import { Trash2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import type { Group } from "@contract/groups";
import { i18n, params } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { ConfirmButton } from "@/components/confirm-button";
import { GroupFields, type GroupFieldValues } from "./group-fields";
import { type GroupChanges, useDeleteGroup, useUpdateGroup } from "./group-mutations";
import { SaveOrReset } from "@/components/save-or-reset";

const messages = i18n("groups/manage-details", {
  error: "Error",
  nameNeeded: "Please enter a group name",
  groupDetails: "Group details",
  reset: "Reset",
  saving: "Saving...",
  saveChanges: "Save Changes",
  deleteThisGroup: "Delete this group",
  deleteHint: "Its posts, members and invitations are removed for everyone. This cannot be undone.",
  deleteGroup: "Delete Group",
  confirmTitle: params<{ name: string }>("Delete {name}?"),
  confirmDescription: "Its posts, prayers, comments, members and invitations go with it. This cannot be undone.",
  delete: "Delete",
  deleting: "Deleting...",
});

/** Manage > Details: name, description and privacy; and deleting the group. */
export function ManageDetails({ group, onDeleted }: { group: Group; onDeleted: () => void }) {
  const initial: GroupFieldValues = {
    name: group.name,
    description: group.description ?? "",
    isPrivate: group.isPrivate,
  };
  const [values, setValues] = useState(initial);
  const [nameInvalid, setNameInvalid] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const update = useUpdateGroup(group.id);
  const remove = useDeleteGroup(group, { onDeleted });
  const t = useStore(messages);

  // Only what changed is sent.
  const changes: GroupChanges = {};
  if (values.name.trim() !== group.name) changes.name = values.name.trim();
  if ((values.description.trim() || null) !== group.description) changes.description = values.description.trim() || null;
  if (values.isPrivate !== group.isPrivate) changes.isPrivate = values.isPrivate;
  const dirty = Object.keys(changes).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending || !dirty) return;
    if (!values.name.trim()) {
      setNameInvalid(true);
      toast({ variant: "destructive", title: t.error, description: t.nameNeeded });
      nameRef.current?.focus();
      return;
    }
    update.mutate(changes);
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={submit} className="grid gap-5" noValidate aria-label={t.groupDetails}>
        <GroupFields
          values={values}
          onChange={(next) => {
            setValues(next);
            if (next.name.trim()) setNameInvalid(false);
          }}
          nameInvalid={nameInvalid}
          nameRef={nameRef}
          ofChurch={group.churchId !== null}
          prayerTeam={group.kind === "prayer_team"}
        />
        <SaveOrReset dirty={dirty} pending={update.isPending} onReset={() => setValues(initial)} words={{ ...t, save: t.saveChanges }} />
      </form>

      <section aria-labelledby={`delete-group-${group.id}`} className="grid gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4">
        <div>
          <h3 id={`delete-group-${group.id}`} className="text-sm font-semibold text-destructive">
            {t.deleteThisGroup}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t.deleteHint}</p>
        </div>
        <ConfirmButton
          trigger={
            <>
              <Trash2 aria-hidden="true" />
              {t.deleteGroup}
            </>
          }
          triggerProps={{ variant: "destructive", className: "justify-self-start" }}
          title={t.confirmTitle({ name: group.name })}
          description={t.confirmDescription}
          confirmLabel={t.delete}
          pendingLabel={t.deleting}
          pending={remove.isPending}
          onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
        />
      </section>
    </div>
  );
}
