import { Trash2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import type { Group } from "@contract/groups";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";
import { ConfirmButton } from "@/components/confirm-button";
import { GroupFields, type GroupFieldValues } from "./group-fields";
import { type GroupChanges, useDeleteGroup, useUpdateGroup } from "./use-group-mutations";

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
      toast({ variant: "destructive", title: "Error", description: "Please enter a group name" });
      nameRef.current?.focus();
      return;
    }
    update.mutate(changes);
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={submit} className="grid gap-5" noValidate aria-label="Group details">
        <GroupFields
          values={values}
          onChange={(next) => {
            setValues(next);
            if (next.name.trim()) setNameInvalid(false);
          }}
          nameInvalid={nameInvalid}
          nameRef={nameRef}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" disabled={!dirty || update.isPending} onClick={() => setValues(initial)}>
            Reset
          </Button>
          <Button type="submit" disabled={!dirty || update.isPending}>
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </form>

      <section aria-labelledby={`delete-group-${group.id}`} className="grid gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4">
        <div>
          <h3 id={`delete-group-${group.id}`} className="text-sm font-semibold text-destructive">
            Delete this group
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Its posts, members and invitations are removed for everyone. This cannot be undone.
          </p>
        </div>
        <ConfirmButton
          trigger={
            <>
              <Trash2 aria-hidden="true" />
              Delete Group
            </>
          }
          triggerProps={{ variant: "destructive", className: "justify-self-start" }}
          title={`Delete ${group.name}?`}
          description="Its posts, prayers, comments, members and invitations go with it. This cannot be undone."
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={remove.isPending}
          onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
        />
      </section>
    </div>
  );
}
