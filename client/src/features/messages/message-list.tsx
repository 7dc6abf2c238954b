import { useStore } from "@nanostores/react";
import { MessageCircle } from "lucide-react";
import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Conversation, Message } from "@contract/messages";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { MessageBubble } from "./message-bubble";
import { useMarkRead } from "./message-mutations";
import { useMessages } from "./message-queries";
import { dayHeading, localDay } from "./message-time";
import { readMarkerWords, seenLine } from "./read-markers";
import type { ReportDialogSlot } from "./report-dialog-slot";
import { UnsentBubble } from "./unsent-bubble";
import { useUnsentMessages } from "./use-unsent-messages";
import { usePageVisible } from "./use-visible";

const messages = i18n("messages/message-list", {
  messages: "Messages",
  loading: "Loading the messages",
  loadError: "The messages could not be loaded.",
  older: "Load older messages",
  loadingOlder: "Loading older messages...",
  beginning: "This is the beginning of the conversation.",
  empty: "No messages yet. Say hello!",
  today: "Today",
  yesterday: "Yesterday",
});

// How close to the end (px) counts as reading the newest: new messages then keep it in view.
const NEAR_END = 48;
// How close to the top (px) brings the older messages.
const NEAR_TOP = 240;
// How many older pages a jump to a message looks through before it gives up.
const MOST_PAGES_TO_FIND = 20;
const FLASH_MS = 2000;

type Props = {
  conversation: Conversation;
  /** A message to show first (a search result), rather than the newest. */
  jumpTo: number | null;
  onReply: (message: Message) => void;
  onEdit: (message: Message) => void;
  ReportDialog: ReportDialogSlot;
};

/**
 * The conversation's messages, oldest at the top, as a log a screen reader hears politely:
 * opened at the newest, older ones loaded as the reader scrolls up (their place kept), new ones
 * kept in view while the reader is at the end. The conversation is marked read whenever its
 * newest message is on screen in a tab being looked at.
 */
export function MessageList({ conversation, jumpTo, onReply, onEdit, ReportDialog }: Props) {
  const t = useStore(messages);
  const seenWords = useStore(readMarkerWords);
  const me = useCurrentUser().id;
  const query = useMessages(conversation.id);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loaded = useMemo(() => (query.data ? [...query.data.pages].reverse().flat() : []), [query.data]);
  const unsent = useUnsentMessages(conversation.id, loaded);
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const end = useRef<HTMLDivElement>(null);
  // Whether the reader is at the newest: then new messages, and photos as they load, keep them there.
  const atEnd = useRef(true);
  const [endInView, setEndInView] = useState(false);
  const visible = usePageVisible();
  const markRead = useMarkRead(conversation.id);
  const readUpTo = useRef(0);

  const toEnd = useCallback(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, []);

  // Kept where the reader is as the list changes: at the end when they were, and at the same
  // message when older ones arrive above.
  const before = useRef({ oldest: 0, newest: 0, height: 0, unsent: 0 });
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const oldest = loaded[0]?.id ?? 0;
    const newest = loaded.at(-1)?.id ?? 0;
    const last = before.current;
    if (last.newest === 0 && newest !== 0) {
      if (jumpTo === null) toEnd();
    } else if (oldest !== last.oldest && newest === last.newest) {
      box.scrollTop += box.scrollHeight - last.height;
    } else if (newest !== last.newest || unsent.length > last.unsent) {
      // My own message always brings me to the end; another's, only if I was reading there.
      if (atEnd.current || loaded.at(-1)?.author?.id === me || unsent.length > last.unsent) toEnd();
    }
    before.current = { oldest, newest, height: box.scrollHeight, unsent: unsent.length };
  });

  // Photos load after their message: the end stays in view as they take their room. (The list
  // is there once the first page is.)
  const shown = query.data !== undefined;
  useEffect(() => {
    const inner = list.current;
    if (!shown || !inner) return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) toEnd();
      if (scroller.current) before.current.height = scroller.current.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [toEnd, shown]);

  useEffect(() => {
    const box = scroller.current;
    const mark = end.current;
    if (!box || !mark) return;
    const observer = new IntersectionObserver(([entry]) => setEndInView(entry?.isIntersecting ?? false), { root: box });
    observer.observe(mark);
    return () => observer.disconnect();
  }, []);

  const newest = loaded.at(-1);
  // Read when the newest is on screen and the tab is looked at; a request is read only once accepted.
  useEffect(() => {
    if (!newest || !endInView || !visible || conversation.request || newest.id <= readUpTo.current) return;
    if (conversation.unread === 0 && newest.author?.id === me) return;
    readUpTo.current = newest.id;
    markRead.mutate(newest.id);
  }, [newest, endInView, visible, conversation.request, conversation.unread, me, markRead]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    atEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_END;
    if (box.scrollTop < NEAR_TOP && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };

  /** Brings a message into view (loading older pages until it is found), and marks it for a moment. */
  const jump = useCallback(
    async (id: number) => {
      const find = () => scroller.current?.querySelector<HTMLElement>(`#message-${id}`);
      let found = find();
      let more = true;
      for (let pages = 0; !found && more && pages < MOST_PAGES_TO_FIND; pages += 1) {
        more = (await fetchNextPage()).hasNextPage;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        found = find();
      }
      const message = found;
      if (!message) return;
      atEnd.current = false;
      message.scrollIntoView({ block: "center" });
      message.focus({ preventScroll: true });
      message.dataset.flash = "";
      setTimeout(() => delete message.dataset.flash, FLASH_MS);
    },
    [fetchNextPage],
  );

  const jumped = useRef<number | null>(null);
  useEffect(() => {
    if (jumpTo === null || loaded.length === 0 || jumped.current === jumpTo) return;
    jumped.current = jumpTo;
    void jump(jumpTo);
  }, [jumpTo, loaded.length, jump]);

  const lastOwn = [...loaded].reverse().find((message) => message.author?.id === me);
  const seen = lastOwn ? seenLine(conversation, lastOwn, me, seenWords) : null;
  const today = localDay(new Date());
  const yesterday = localDay(new Date(Date.now() - 86_400_000));
  const dayName = (date: string) => {
    const day = localDay(new Date(date));
    if (day === today) return t.today;
    if (day === yesterday) return t.yesterday;
    return dayHeading(date);
  };

  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-5">
      {query.isError ? (
        <LoadError titleAs="p" title={t.loadError} error={query.error} onRetry={() => query.refetch()} className="py-6" />
      ) : !query.data ? (
        <div role="status" aria-label={t.loading} className="grid gap-4">
          <Skeleton className="h-10 w-2/3 rounded-2xl" />
          <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
          <Skeleton className="h-16 w-3/5 rounded-2xl" />
        </div>
      ) : (
        <div className="flex min-h-full flex-col justify-end">
          <div className="mb-3 flex justify-center">
            {hasNextPage ? (
              <Button variant="ghost" size="sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {isFetchingNextPage ? t.loadingOlder : t.older}
              </Button>
            ) : loaded.length > 0 ? (
              <p className="text-xs text-muted-foreground">{t.beginning}</p>
            ) : null}
          </div>
          {loaded.length === 0 && unsent.length === 0 && (
            <p className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
              <MessageCircle aria-hidden="true" className="size-8" />
              {t.empty}
            </p>
          )}
          <div role="log" aria-live="polite" aria-label={t.messages} aria-busy={isFetchingNextPage}>
            <ol ref={list} className="flex flex-col gap-1">
              {loaded.map((message, index) => {
                const previous = loaded[index - 1];
                const newDay = !previous || localDay(new Date(previous.createdAt)) !== localDay(new Date(message.createdAt));
                const firstOfRun = newDay || previous?.author?.id !== message.author?.id;
                const mine = message.author?.id === me;
                return (
                  <Fragment key={message.id}>
                    {newDay && (
                      <li className="my-3 flex justify-center">
                        <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold text-muted-foreground">
                          {dayName(message.createdAt)}
                        </span>
                      </li>
                    )}
                    <MessageBubble
                      message={message}
                      mine={mine}
                      circle={conversation.kind === "circle"}
                      firstOfRun={firstOfRun}
                      seen={message === lastOwn ? seen : null}
                      onReply={onReply}
                      onEdit={onEdit}
                      onJump={(id) => void jump(id)}
                      ReportDialog={ReportDialog}
                    />
                  </Fragment>
                );
              })}
              {unsent.map((message) => (
                <UnsentBubble key={message.clientId} message={message} />
              ))}
            </ol>
          </div>
        </div>
      )}
      <div ref={end} aria-hidden="true" className="h-px" />
    </div>
  );
}
