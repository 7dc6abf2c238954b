import { UsersRound } from "lucide-react";
import type { Conversation } from "@contract/messages";
import { NeutralAvatar } from "@/components/neutral-avatar";
import { UserAvatar } from "@/components/user-avatar";
import { cn } from "@/lib/utils";

/** The other person's picture; for a circle, the mark of a group (its people's initials would crowd a small round). */
export function ConversationAvatar({ conversation, className }: { conversation: Pick<Conversation, "kind" | "people">; className?: string }) {
  const [other] = conversation.people;
  if (conversation.kind === "circle") {
    return (
      <span
        aria-hidden="true"
        className={cn("flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary", className)}
      >
        <UsersRound className="size-5" />
      </span>
    );
  }
  return other ? <UserAvatar user={other} className={className} /> : <NeutralAvatar className={className} />;
}
