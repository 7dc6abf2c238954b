import { useStore } from "@nanostores/react";
import { Inbox, MessageCircle } from "lucide-react";
import { useMemo } from "react";
import { LoadMoreButton } from "@/components/load-more-button";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";
import type { Box } from "@/lib/message-cache";
import { useCurrentUser } from "@/lib/use-auth";
import { ConversationListItem } from "./conversation-list-item";
import { moveAmongLinks } from "./list-keys";
import { useConversations } from "./message-queries";

const messages = i18n("messages/conversation-list", {
  loading: "Loading your conversations",
  loadError: "Your conversations could not be loaded.",
  inbox: "Your conversations",
  requests: "Message requests",
  noConversations: "No conversations yet",
  noConversationsHint: "Start one with New message: a word to a friend, or a circle to pray together.",
  noRequests: "No message requests",
  noRequestsHint: "When someone you have nothing in common with here writes to you, their message waits here for your answer.",
  older: "Show older conversations",
});

/** The conversations of one box, newest activity first: links the arrow keys move between. */
export function ConversationList({ box, activeId, panel, labelledBy }: { box: Box; activeId: number | null; panel: string; labelledBy: string }) {
  const t = useStore(messages);
  const me = useCurrentUser().id;
  const list = useConversations(box);
  // Once: a conversation written in while older pages were read moves up, and is in two pages.
  const conversations = useMemo(() => {
    const seen = new Set<number>();
    return list.data?.pages.flat().filter((c) => !seen.has(c.id) && seen.add(c.id));
  }, [list.data]);
  const empty = box === "inbox" ? { title: t.noConversations, hint: t.noConversationsHint } : { title: t.noRequests, hint: t.noRequestsHint };
  const Icon = box === "inbox" ? MessageCircle : Inbox;
  return (
    <div role="tabpanel" id={panel} aria-labelledby={labelledBy} className="min-h-0 flex-1 overflow-y-auto p-2">
      {list.isError ? (
        <LoadError titleAs="p" title={t.loadError} error={list.error} onRetry={() => list.refetch()} className="m-2 py-6" />
      ) : !conversations ? (
        <div role="status" aria-label={t.loading} className="grid gap-2 p-1">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="flex items-center gap-3 px-2 py-2">
              <Skeleton className="size-10 rounded-full" />
              <div className="grid flex-1 gap-1.5">
                <Skeleton className="h-3.5 w-2/3" />
                <Skeleton className="h-3 w-full" />
              </div>
            </div>
          ))}
        </div>
      ) : conversations.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <p className="font-semibold">{empty.title}</p>
          <p className="text-sm text-muted-foreground">{empty.hint}</p>
        </div>
      ) : (
        <div className="grid gap-2">
          <ul aria-label={box === "inbox" ? t.inbox : t.requests} onKeyDown={moveAmongLinks} className="grid gap-0.5">
            {conversations.map((conversation) => (
              <ConversationListItem key={conversation.id} conversation={conversation} me={me} active={conversation.id === activeId} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="px-2 pb-2">
              <LoadMoreButton list={list} label={t.older} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
