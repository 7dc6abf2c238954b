import { useStore } from "@nanostores/react";
import { Bell, BellOff, LogOut, Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import type { Conversation } from "@contract/messages";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { i18n } from "@/lib/i18n";
import { ConversationMenuTrigger } from "./conversation-menu-trigger";
import { useDeleteConversation, useLeaveCircle, useMuteConversation } from "./conversation-mutations";

const messages = i18n("messages/conversation-menu-dropdown", {
  mute: "Mute",
  unmute: "Unmute",
  leave: "Leave circle",
  leaveTitle: "Leave this circle?",
  leaveDescription: "You will no longer see its messages or be able to write in it, unless someone adds you to a new one.",
  leaving: "Leaving...",
  delete: "Delete conversation",
  deleteTitle: "Delete this conversation?",
  deleteDescription: "It is deleted for you only: the others keep it. It comes back should someone write in it again.",
  deleteConfirm: "Delete",
  deleting: "Deleting...",
});

type Dialog = "leave" | "delete" | null;

/** A conversation's menu itself and its dialogs, loaded on demand by ConversationMenu. */
export function ConversationMenuDropdown({ conversation, defaultOpen }: { conversation: Conversation; defaultOpen?: boolean }) {
  const t = useStore(messages);
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const gone = () => navigate("/messages", { replace: true });
  const mute = useMuteConversation(conversation.id);
  const leave = useLeaveCircle(conversation.id, gone);
  const remove = useDeleteConversation(conversation.id, gone);
  const setOpen = (which: Dialog) => (open: boolean) => setDialog(open ? which : null);
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <ConversationMenuTrigger />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-[13rem]">
          {!conversation.request && (
            <DropdownMenuItem disabled={mute.isPending} onSelect={() => mute.mutate(!conversation.muted)}>
              {conversation.muted ? <Bell aria-hidden="true" /> : <BellOff aria-hidden="true" />}
              {conversation.muted ? t.unmute : t.mute}
            </DropdownMenuItem>
          )}
          {conversation.kind === "circle" && !conversation.request && (
            <DropdownMenuItem onSelect={() => setDialog("leave")}>
              <LogOut aria-hidden="true" />
              {t.leave}
            </DropdownMenuItem>
          )}
          {!conversation.request && <DropdownMenuSeparator />}
          <DropdownMenuItem variant="destructive" onSelect={() => setDialog("delete")}>
            <Trash2 aria-hidden="true" />
            {t.delete}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {conversation.kind === "circle" && (
        <ConfirmDialog
          title={t.leaveTitle}
          description={t.leaveDescription}
          confirmLabel={t.leave}
          pendingLabel={t.leaving}
          onConfirm={(done) => leave.mutate(undefined, { onSettled: done })}
          pending={leave.isPending}
          open={dialog === "leave"}
          setOpen={setOpen("leave")}
        />
      )}
      <ConfirmDialog
        title={t.deleteTitle}
        description={t.deleteDescription}
        confirmLabel={t.deleteConfirm}
        pendingLabel={t.deleting}
        onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
        pending={remove.isPending}
        open={dialog === "delete"}
        setOpen={setOpen("delete")}
      />
    </>
  );
}
