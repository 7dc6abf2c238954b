import { useStore } from "@nanostores/react";
import { useRef, useState, type FormEvent } from "react";
import type { Group } from "@contract/groups";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { GroupFields, type GroupFieldValues } from "./group-fields";
import { type SendNewGroup, useCreateGroup } from "./group-mutations";

const messages = i18n("groups/create-group-dialog", {
  error: "Error",
  nameNeeded: "Please enter a group name",
  createGroup: "Create Group",
  description: "Gather believers for Bible study, prayer or ministry.",
  cancel: "Cancel",
  creating: "Creating...",
});

/**
 * The 'Create Group' dialog. A church makes its own groups with `send` (its own call), and asks
 * what each is for (`withKind`).
 */
export function CreateGroupDialog({
  open,
  onOpenChange,
  onCreated,
  send,
  withKind = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (group: Group) => void;
  send?: SendNewGroup;
  withKind?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open, so every opening starts with an empty form. */}
        <CreateGroupForm
          send={send}
          withKind={withKind}
          onCreated={(group) => {
            onOpenChange(false);
            onCreated?.(group);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function CreateGroupForm({ onCreated, send, withKind }: { onCreated: (group: Group) => void; send?: SendNewGroup; withKind: boolean }) {
  // A church's group is asked what it is for: a ministry, unless the leader chooses otherwise.
  const [values, setValues] = useState<GroupFieldValues>({
    name: "",
    description: "",
    isPrivate: false,
    ...(withKind && { kind: "ministry" }),
  });
  const [nameInvalid, setNameInvalid] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const create = useCreateGroup({ onCreated, send });
  const t = useStore(messages);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const name = values.name.trim();
    // An empty trimmed name shows the toast and sends nothing.
    if (!name) {
      setNameInvalid(true);
      toast({ variant: "destructive", title: t.error, description: t.nameNeeded });
      nameRef.current?.focus();
      return;
    }
    const { kind } = values;
    create.mutate({
      name,
      description: values.description.trim() || null,
      isPrivate: values.isPrivate || kind === "prayer_team",
      ...(kind && { kind }),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <DialogHeader>
        <DialogTitle>{t.createGroup}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
      </DialogHeader>
      <GroupFields
        values={values}
        onChange={(next) => {
          setValues(next);
          if (next.name.trim()) setNameInvalid(false);
        }}
        nameInvalid={nameInvalid}
        nameRef={nameRef}
        ofChurch={withKind}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={create.isPending}>
            {t.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t.creating : t.createGroup}
        </Button>
      </DialogFooter>
    </form>
  );
}
