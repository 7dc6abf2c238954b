import { useStore } from "@nanostores/react";
import { type FormEvent, useRef, useState } from "react";
import { type Church, CreateChurchBody } from "@contract/churches";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { i18n } from "@/lib/i18n";
import { ChurchIdentityFields, type IdentityValues } from "./church-identity-fields";
import { type FieldErrors, fieldErrors, refusedFields } from "./church-form-errors";
import { useCreateChurch } from "./church-page-mutations";

const messages = i18n("churches/create-church-dialog", {
  title: "Create a church",
  description: "Give your congregation a home on Koinonia. You can add service times, an address and more once it is made.",
  cancel: "Cancel",
  create: "Create church",
  creating: "Creating...",
});

const EMPTY: IdentityValues = { name: "", slug: "", tradition: "", place: "", joinMode: "request" };

/** 'Create a church': its creator becomes its first owner, and lands on its page. */
export function CreateChurchDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (church: Church) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {/* Mounted only while open, so every opening starts with an empty form. */}
        <CreateChurchForm
          onCreated={(church) => {
            onOpenChange(false);
            onCreated(church);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function CreateChurchForm({ onCreated }: { onCreated: (church: Church) => void }) {
  const t = useStore(messages);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const create = useCreateChurch({ onCreated });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const body = { ...values, slug: values.slug.trim() || undefined };
    // The server's own schema: the form and the server never disagree.
    const parsed = CreateChurchBody.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      if (found.name) nameRef.current?.focus();
      return;
    }
    setErrors({});
    create.mutate(body, { onError: (error) => setErrors(refusedFields(error)) });
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <DialogHeader>
        <DialogTitle>{t.title}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
      </DialogHeader>
      <fieldset disabled={create.isPending} className="min-w-0">
        <ChurchIdentityFields values={values} onChange={setValues} errors={errors} nameRef={nameRef} creating />
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={create.isPending}>
            {t.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t.creating : t.create}
        </Button>
      </DialogFooter>
    </form>
  );
}
