import { useStore } from "@nanostores/react";
import { Clock } from "lucide-react";
import { i18n } from "@/lib/i18n";
import type { WaitingAction } from "./waiting-action";

const messages = i18n("components/waiting-list", {
  waitingToSend: "Waiting to send",
  post: "Post",
  comment: "Comment",
  prayer: "Prayer for a post",
  message: "Message",
});

/** The writes kept on the device, each with its words: a post written offline is seen waiting after a reload too. */
export function WaitingList({ kept }: { kept: WaitingAction[] }) {
  const t = useStore(messages);
  if (kept.length === 0) return null;
  return (
    <ul aria-label={t.waitingToSend} className="grid gap-0.5">
      {kept.map((action) => (
        <li key={action.id} className="flex min-w-0 items-center gap-1.5">
          <Clock aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
          <span className="truncate">
            {t[action.kind]}
            {action.body?.content ? `: ${action.body.content}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}
