import { useStore } from "@nanostores/react";
import { type FormEvent, useId, useState } from "react";
import { MAX_TESTIMONY_LENGTH } from "@contract/limits";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { i18n } from "@/lib/i18n";
import { useMarkAnswered } from "./prayer-mutations";

const messages = i18n("posts/mark-answered-dialog", {
  title: "Mark answered",
  description: "Everyone who prayed is told, and the request shows as answered.",
  testimony: "Testimony (optional)",
  placeholder: "How did God answer?",
  cancel: "Cancel",
  saving: "Saving...",
  markAnswered: "Mark answered",
});

/** "Mark answered", with a testimony of how, if the author wants to tell it. */
export function MarkAnsweredDialog({ postId, open, onOpenChange }: { postId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useStore(messages);
  const id = useId();
  const [testimony, setTestimony] = useState("");
  const mark = useMarkAnswered(postId, { onDone: () => onOpenChange(false) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mark.isPending) mark.mutate(testimony.trim());
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !mark.isPending && onOpenChange(next)}>
      <DialogContent>
        <form onSubmit={submit} className="grid grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>{t.title}</DialogTitle>
            <DialogDescription>{t.description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-testimony`}>{t.testimony}</Label>
            <Textarea
              id={`${id}-testimony`}
              value={testimony}
              onChange={(event) => setTestimony(event.target.value)}
              maxLength={MAX_TESTIMONY_LENGTH}
              rows={4}
              placeholder={t.placeholder}
              className="resize-y"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={mark.isPending} onClick={() => onOpenChange(false)}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={mark.isPending}>
              {mark.isPending ? t.saving : t.markAnswered}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
