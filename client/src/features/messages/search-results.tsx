import { useStore } from "@nanostores/react";
import { useQueryClient } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { displayName } from "@contract/display-name";
import type { Conversation } from "@contract/messages";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { count, i18n } from "@/lib/i18n";
import { conversationKey, listedConversation } from "@/lib/message-cache";
import { useCurrentUser } from "@/lib/use-auth";
import { conversationTitle, conversationWords } from "./conversation-words";
import { moveAmongLinks } from "./list-keys";
import { type SearchHit, useMessageSearch } from "./message-queries";
import { messagePreview, previewWords } from "./message-preview";
import { fullMessageTime, listTime } from "./message-time";

const messages = i18n("messages/search-results", {
  searching: "Searching your messages",
  failed: "Your messages could not be searched.",
  found: count({ one: "{count} message found", other: "{count} messages found" }),
  nothing: "No messages found",
  nothingHint: "Try other words, or fewer of them.",
});

/** Messages of my own conversations holding the words: each a link to its place in its conversation. */
export function SearchResults({ q }: { q: string }) {
  const t = useStore(messages);
  const search = useMessageSearch(q);
  if (search.isError)
    return <LoadError titleAs="p" title={t.failed} error={search.error} onRetry={() => search.refetch()} className="m-2 py-6" />;
  if (!search.data) {
    return (
      <div role="status" aria-label={t.searching} className="grid gap-3 p-3">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (search.data.length === 0) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 px-4 py-10 text-center">
        <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-semibold">{t.nothing}</p>
        <p className="text-sm text-muted-foreground">{t.nothingHint}</p>
      </div>
    );
  }
  return (
    <div className="min-h-0 flex-1 overflow-y-auto p-2">
      <p role="status" className="px-3 pb-1 text-xs font-semibold text-muted-foreground">
        {t.found(search.data.length)}
      </p>
      <ul onKeyDown={moveAmongLinks} className="grid gap-0.5">
        {search.data.map((hit) => (
          <Hit key={hit.message.id} hit={hit} />
        ))}
      </ul>
    </div>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  const queryClient = useQueryClient();
  const me = useCurrentUser().id;
  const names = useStore(conversationWords);
  const preview = useStore(previewWords);
  const { conversation, message } = hit;
  // A one to one has no title of its own: its name is the other person's, as the list knows it.
  const known = listedConversation(queryClient, conversation.id) ?? queryClient.getQueryData<Conversation>(conversationKey(conversation.id));
  const title =
    conversation.title ?? (known ? conversationTitle(known, names) : message.author ? displayName(message.author) : names.deletedMember);
  return (
    <li>
      <Link
        href={`/messages/${conversation.id}?message=${message.id}`}
        className="grid min-w-0 gap-0.5 rounded-lg px-3 py-2.5 outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex min-w-0 items-baseline gap-2">
          <span dir="auto" className="min-w-0 flex-1 truncate text-sm font-semibold">
            {title}
          </span>
          <time dateTime={message.createdAt} title={fullMessageTime(message.createdAt)} className="shrink-0 text-xs text-muted-foreground">
            {listTime(message.createdAt)}
          </time>
        </span>
        <span dir="auto" className="line-clamp-2 text-sm text-muted-foreground">
          {messagePreview(message, me, true, preview)}
        </span>
      </Link>
    </li>
  );
}
