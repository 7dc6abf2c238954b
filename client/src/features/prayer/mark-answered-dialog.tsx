import { useStore } from "@nanostores/react";
import { useState } from "react";
import { MAX_TESTIMONY_LENGTH } from "@contract/limits";
import { TextFieldDialog } from "@/components/text-field-dialog";
import { i18n } from "@/lib/i18n";
import { useMarkAnswered } from "./prayer-mutations";

const messages = i18n("prayer/mark-answered-dialog", {
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
  const [testimony, setTestimony] = useState("");
  const mark = useMarkAnswered(postId, { onDone: () => onOpenChange(false) });
  return (
    <TextFieldDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description}
      field={{ name: "testimony", label: t.testimony, placeholder: t.placeholder, maxLength: MAX_TESTIMONY_LENGTH }}
      value={testimony}
      onValueChange={setTestimony}
      cancelLabel={t.cancel}
      submitLabel={mark.isPending ? t.saving : t.markAnswered}
      pending={mark.isPending}
      onSubmit={() => mark.mutate(testimony.trim())}
    />
  );
}
