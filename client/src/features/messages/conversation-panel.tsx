import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import type { Conversation } from "@contract/messages";
import { SearchIconField } from "@/components/search-icon-field";
import { Input } from "@/components/ui/input";
import { i18n } from "@/lib/i18n";
import { type Box, conversationKey } from "@/lib/message-cache";
import { useDebounced } from "@/lib/use-debounced";
import { BoxTabs } from "./box-tabs";
import { ConversationList } from "./conversation-list";
import { SearchResults } from "./search-results";
import { useUnreadMessages } from "./unread-messages";

const messages = i18n("messages/conversation-panel", {
  search: "Search messages",
});

const SEARCH_DELAY_MS = 250;

/** The list side: a search over my conversations, and the inbox or the requests. */
export function ConversationPanel({ activeId, initialBox }: { activeId: number | null; initialBox: Box }) {
  const t = useStore(messages);
  const id = useId();
  const [box, setBox] = useState<Box>(initialBox);
  // The list shows the box that holds the open conversation: a request among the requests, and
  // in the inbox once it is accepted (the conversation's own read, shared with its view).
  const opened = useQuery<Conversation>({ queryKey: conversationKey(activeId ?? 0), enabled: activeId !== null && activeId > 0 });
  const openedIsRequest = opened.data?.request;
  useEffect(() => {
    if (openedIsRequest !== undefined) setBox(openedIsRequest ? "requests" : "inbox");
  }, [openedIsRequest]);
  const [text, setText] = useState("");
  const q = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const requests = useUnreadMessages()?.requests ?? 0;
  const searching = text.trim().length >= 2 && q.length >= 2;
  return (
    <>
      <div className="grid gap-3 border-b p-3">
        <SearchIconField>
          <Input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape" && text) {
                event.preventDefault();
                setText("");
              }
            }}
            aria-label={t.search}
            placeholder={t.search}
            maxLength={100}
            className="h-10 pl-9"
          />
        </SearchIconField>
        {!searching && <BoxTabs box={box} onChange={setBox} requests={requests} panel={`${id}-list`} />}
      </div>
      {searching ? (
        <SearchResults q={q} />
      ) : (
        <ConversationList box={box} activeId={activeId} panel={`${id}-list`} labelledBy={`${id}-list-${box}`} />
      )}
    </>
  );
}
