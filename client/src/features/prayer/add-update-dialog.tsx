import { useStore } from "@nanostores/react";
import { type FormEvent, useId, useState } from "react";
import { MAX_PRAYER_UPDATE_LENGTH } from "@contract/limits";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { i18n } from "@/lib/i18n";
import { useAddUpdate } from "./prayer-mutations";

const messages = i18n("posts/add-update-dialog", {
  title: "Add an update",
  description: "Tell those praying how things stand. Everyone who prayed is told.",
  update: "Update",
  placeholder: "What has changed?",
  cancel: "Cancel",
  sharing: "Sharing...",
  share: "Share update",
});

/** "Add an update": a dated word under the request, for everyone who prays for it. */
export function AddUpdateDialog({ postId, open, onOpenChange }: { postId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useStore(messages);
  const id = useId();
  const [content, setContent] = useState("");
  const add = useAddUpdate(postId, {
    onAdded: () => {
      setContent("");
      onOpenChange(false);
    },
  });
  const trimmed = content.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !add.isPending) add.mutate(trimmed);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !add.isPending && onOpenChange(next)}>
      <DialogContent>
        <form onSubmit={submit} className="grid grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>{t.title}</DialogTitle>
            <DialogDescription>{t.description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-update`}>{t.update}</Label>
            <Textarea
              id={`${id}-update`}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              maxLength={MAX_PRAYER_UPDATE_LENGTH}
              rows={4}
              placeholder={t.placeholder}
              className="resize-y"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={add.isPending} onClick={() => onOpenChange(false)}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={!trimmed || add.isPending}>
              {add.isPending ? t.sharing : t.share}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
