import { useStore } from "@nanostores/react";
import { useState } from "react";
import { MAX_PRAYER_UPDATE_LENGTH } from "@contract/limits";
import { TextFieldDialog } from "@/components/text-field-dialog";
import { i18n } from "@/lib/i18n";
import { useAddUpdate } from "./prayer-mutations";

const messages = i18n("prayer/add-update-dialog", {
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
  const [content, setContent] = useState("");
  const add = useAddUpdate(postId, {
    onAdded: () => {
      setContent("");
      onOpenChange(false);
    },
  });
  const trimmed = content.trim();
  return (
    <TextFieldDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description}
      field={{ name: "update", label: t.update, placeholder: t.placeholder, maxLength: MAX_PRAYER_UPDATE_LENGTH }}
      value={content}
      onValueChange={setContent}
      cancelLabel={t.cancel}
      submitLabel={add.isPending ? t.sharing : t.share}
      canSubmit={trimmed !== ""}
      pending={add.isPending}
      onSubmit={() => add.mutate(trimmed)}
    />
  );
}
