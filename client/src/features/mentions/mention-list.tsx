import { useStore } from "@nanostores/react";
import { type KeyboardEvent, type Ref, useEffect, useImperativeHandle, useState } from "react";
import { fullName } from "@contract/display-name";
import type { Mention } from "@contract/mentions";
import type { PublicUser } from "@contract/users";
import { UserAvatar } from "@/components/user-avatar";
import { count, i18n } from "@/lib/i18n";
import { useDebounced } from "@/lib/use-debounced";
import { cn } from "@/lib/utils";
import { insertMention, withMention } from "./mention-pick";
import { type MentionPlace, useMentionSuggestions } from "./mention-queries";
import type { MentionQuery } from "./mention-text";

const messages = i18n("mentions/mention-list", {
  people: "People you can mention",
  found: count({ one: "{count} person to mention", other: "{count} people to mention" }),
});

/** What the field asks of its list: to take a key (true when it did). */
export interface MentionListHandle {
  keyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
}

/** What the list shows, for the field's ARIA: how many options, and the highlighted one's id. */
export type ListShown = { count: number; activeId?: string };

// Long enough to let a name's start be typed in one go, short enough to feel immediate.
const DEBOUNCE_MS = 150;

/**
 * The people offered under an "@" (a listbox the field controls: focus stays in the field,
 * which names the highlighted option by aria-activedescendant). Nothing is highlighted until
 * the arrows say so; Enter or Tab then picks, Escape closes the list. Shown in the flow under
 * the field, so no card's edge cuts it off.
 */
export function MentionList({
  ref,
  id,
  asking,
  value,
  mentions,
  place,
  onPicked,
  onDismiss,
  onShown,
}: {
  ref: Ref<MentionListHandle>;
  id: string;
  asking: MentionQuery;
  value: string;
  mentions: readonly Mention[];
  place: MentionPlace;
  /** The words with "@Name " in them, the people picked, and where the caret goes. */
  onPicked: (value: string, mentions: Mention[], caret: number) => void;
  onDismiss: () => void;
  onShown: (shown: ListShown) => void;
}) {
  const t = useStore(messages);
  const q = useDebounced(asking.query, DEBOUNCE_MS);
  const people = useMentionSuggestions(q, place).data ?? [];
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${id}-${index}`;

  // A new name's start, a new list: nothing highlighted.
  const [shownFor, setShownFor] = useState(asking.query);
  if (shownFor !== asking.query) {
    setShownFor(asking.query);
    setActive(-1);
  }
  const activeId = active >= 0 && active < people.length ? optionId(active) : undefined;
  useEffect(() => {
    onShown({ count: people.length, activeId });
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [people.length, activeId, onShown]);
  useEffect(() => () => onShown({ count: 0 }), [onShown]);

  const pick = (person: PublicUser) => {
    const name = fullName(person);
    const next = insertMention(value, asking, name);
    onPicked(next.text, withMention(mentions, { id: person.id, name }), next.caret);
  };

  useImperativeHandle(ref, () => ({
    keyDown: (event) => {
      const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
      if (step !== 0) {
        event.preventDefault();
        setActive((i) => (people.length === 0 ? -1 : step === 1 ? (i + 1) % people.length : i <= 0 ? people.length - 1 : i - 1));
        return true;
      }
      const chosen = (event.key === "Enter" || event.key === "Tab") && !event.shiftKey ? people[active] : undefined;
      if (chosen) {
        event.preventDefault();
        pick(chosen);
        return true;
      }
      if (event.key === "Escape") {
        // The list closes; whatever the field's own Escape does waits for the next press.
        event.preventDefault();
        event.stopPropagation();
        onDismiss();
        return true;
      }
      return false;
    },
  }));

  return (
    <>
      <p className="sr-only" aria-live="polite">
        {people.length ? t.found(people.length) : ""}
      </p>
      {people.length > 0 && (
        <div
          id={id}
          role="listbox"
          aria-label={t.people}
          className="mt-1 max-h-60 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {people.map((person, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: focus stays in the field, whose keys (the arrows, Enter and Tab) pick an option
            <div
              key={person.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && setActive(index)}
              onClick={() => pick(person)}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm",
                index === active && "bg-muted outline-2 -outline-offset-2 outline-ring",
              )}
            >
              <span aria-hidden="true">
                <UserAvatar user={person} className="size-7 text-xs" />
              </span>
              <span dir="auto" className="truncate">
                {fullName(person)}
              </span>
            </div>
          ))}
        </div>
      )}
    </>
  );
}
