import { useStore } from "@nanostores/react";
import { useRef, useState, type FormEvent } from "react";
import type { Group } from "@contract/groups";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { GroupFields, type GroupFieldValues } from "./group-fields";
import { useCreateGroup } from "./group-mutations";

const messages = i18n("groups/create-group-dialog", {
  error: "Error",
  nameNeeded: "Please enter a group name",
  createGroup: "Create Group",
  description: "Gather believers for Bible study, prayer or ministry.",
  cancel: "Cancel",
  creating: "Creating...",
});

/** The 'Create Group' dialog; with `churchSlug`, one of that church's own groups, with its kind. */
export function CreateGroupDialog({
  open,
  onOpenChange,
  onCreated,
  churchSlug,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (group: Group) => void;
  churchSlug?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open, so every opening starts with an empty form. */}
        <CreateGroupForm
          churchSlug={churchSlug}
          onCreated={(group) => {
            onOpenChange(false);
            onCreated?.(group);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function CreateGroupForm({ onCreated, churchSlug }: { onCreated: (group: Group) => void; churchSlug?: string }) {
  // A church's group is asked what it is for, a ministry unless the leader chooses otherwise.
  const [values, setValues] = useState<GroupFieldValues>({
    name: "",
    description: "",
    isPrivate: false,
    ...(churchSlug !== undefined && { kind: "ministry" }),
  });
  const [nameInvalid, setNameInvalid] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const create = useCreateGroup({ onCreated, churchSlug });
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
    create.mutate({ name, description: values.description.trim() || null, isPrivate: values.isPrivate, ...(kind && { kind }) });
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
