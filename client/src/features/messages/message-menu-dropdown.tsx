import { useStore } from "@nanostores/react";
import { Flag, Pencil, Reply, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { MESSAGE_EDIT_MINUTES } from "@contract/limits";
import type { Message } from "@contract/messages";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { MountWhenOpened } from "@/components/mount-when-opened";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { i18n } from "@/lib/i18n";
import { useDeleteMessage } from "./message-mutations";
import { MessageMenuTrigger } from "./message-menu-trigger";
import { ReactionChoices } from "./reaction-picker-dropdown";
import type { ReportDialogSlot } from "./report-dialog-slot";

const messages = i18n("messages/message-menu-dropdown", {
  reply: "Reply",
  edit: "Edit",
  deleteForEveryone: "Delete for everyone",
  react: "React",
  report: "Report message",
  deleteTitle: "Delete this message for everyone?",
  deleteDescription: "Everyone in the conversation will see “This message was deleted” in its place. This cannot be undone.",
  delete: "Delete",
  deleting: "Deleting...",
  // How the report dialog names what is reported ("Report message").
  message: "message",
});

/** Whether my message may still be changed: it has words, and was sent less than 15 minutes ago. */
const mayEdit = (message: Message): boolean =>
  message.content !== null && message.deletedAt === null && Date.now() - Date.parse(message.createdAt) < MESSAGE_EDIT_MINUTES * 60_000;

type Dialog = "delete" | "report" | null;

export interface MessageMenuProps {
  message: Message;
  mine: boolean;
  authorName: string;
  onReply: () => void;
  onEdit: () => void;
  ReportDialog: ReportDialogSlot;
  className?: string;
}

/** A message's menu itself and its dialogs, loaded on demand by MessageMenu. */
export function MessageMenuDropdown({
  message,
  mine,
  authorName,
  onReply,
  onEdit,
  ReportDialog,
  className,
  defaultOpen,
}: MessageMenuProps & { defaultOpen?: boolean }) {
  const t = useStore(messages);
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteMessage(message.id);
  const setOpen = (which: Dialog) => (open: boolean) => setDialog(open ? which : null);
  // A reply or an edit goes on in the composer: focus goes there, not back to this button.
  const toComposer = useRef(false);
  const inComposer = (then: () => void) => () => {
    toComposer.current = true;
    then();
  };
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <MessageMenuTrigger mine={mine} authorName={authorName} className={className} />
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align={mine ? "end" : "start"}
          className="min-w-[12rem]"
          onCloseAutoFocus={(event) => {
            if (!toComposer.current) return;
            toComposer.current = false;
            event.preventDefault();
          }}
        >
          <DropdownMenuItem onSelect={inComposer(onReply)}>
            <Reply aria-hidden="true" />
            {t.reply}
          </DropdownMenuItem>
          {mine ? (
            <>
              {mayEdit(message) && (
                <DropdownMenuItem onSelect={inComposer(onEdit)}>
                  <Pencil aria-hidden="true" />
                  {t.edit}
                </DropdownMenuItem>
              )}
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setDialog("delete")}>
                <Trash2 aria-hidden="true" />
                {t.deleteForEveryone}
              </DropdownMenuItem>
            </>
          ) : (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel className="text-xs font-semibold text-muted-foreground">{t.react}</DropdownMenuLabel>
              <ReactionChoices message={message} />
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setDialog("report")}>
                <Flag aria-hidden="true" />
                {t.report}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {/* The dialogs live outside the menu, which closes (and unmounts its items) as one opens. */}
      {mine && (
        <ConfirmDialog
          title={t.deleteTitle}
          description={t.deleteDescription}
          confirmLabel={t.delete}
          pendingLabel={t.deleting}
          onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
          pending={remove.isPending}
          open={dialog === "delete"}
          setOpen={setOpen("delete")}
        />
      )}
      {!mine && (
        <MountWhenOpened open={dialog === "report"}>
          <ReportDialog
            subject={{ type: "message", id: message.id, name: t.message }}
            open={dialog === "report"}
            onOpenChange={setOpen("report")}
          />
        </MountWhenOpened>
      )}
    </>
  );
}
