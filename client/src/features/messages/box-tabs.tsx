import { useStore } from "@nanostores/react";
import type { KeyboardEvent } from "react";
import type { Box } from "@/lib/message-cache";
import { badgeText } from "@/components/count-badge";
import { count, i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

const messages = i18n("messages/box-tabs", {
  boxes: "Conversations",
  inbox: "Inbox",
  requests: "Requests",
  waiting: count({ one: "{count} waiting", other: "{count} waiting" }),
});

const BOXES: readonly Box[] = ["inbox", "requests"];

/**
 * Inbox or Requests, as tabs (the arrow keys choose between them) over the one list they
 * share: `panel` is its id. The requests waiting show beside their tab.
 */
export function BoxTabs({ box, onChange, requests, panel }: { box: Box; onChange: (box: Box) => void; requests: number; panel: string }) {
  const t = useStore(messages);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next = box === "inbox" ? "requests" : "inbox";
    onChange(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-box="${next}"]`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t.boxes} onKeyDown={onKeyDown} className="flex rounded-lg bg-muted p-1">
      {BOXES.map((name) => {
        const selected = name === box;
        return (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${panel}-${name}`}
            data-box={name}
            aria-selected={selected}
            aria-controls={selected ? panel : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(name)}
            className={cn(
              "inline-flex min-h-9 flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1 text-sm font-semibold outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
              selected ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {t[name]}
            {name === "requests" && requests > 0 && (
              <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.7rem] font-bold text-destructive-foreground">
                <span aria-hidden="true">{badgeText(requests)}</span>
                <span className="sr-only">{t.waiting(requests)}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
