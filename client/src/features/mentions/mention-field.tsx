import { type ComponentProps, type Ref, useCallback, useId, useLayoutEffect, useRef, useState } from "react";
import type { Mention } from "@contract/mentions";
import { DeferredPart } from "@/components/deferred-part";
import { Textarea } from "@/components/ui/textarea";
import { retryableLazy } from "@/lib/retryable-lazy";
import { cn } from "@/lib/utils";
import type { ListShown, MentionListHandle } from "./mention-list";
import type { MentionPlace } from "./mention-queries";
import { mentionQueryAt } from "./mention-text";

// The list's code (its request, its keys, the avatars) loads with the first "@" typed: every
// signed-in page has a composer, and most never mention anyone.
const MentionList = retryableLazy(() => import("./mention-list").then((m) => m.MentionList));

type FieldProps = Omit<ComponentProps<"textarea">, "value" | "onChange" | "ref">;

/**
 * A text field that offers, under an "@" and the start of a name, the people the writer may
 * mention where they write (an ARIA combobox: the arrows move through the list, Enter or Tab
 * picks, Escape closes it). Picking puts "@First Last " in the words and adds the person to
 * `mentions`; the words are the writer's to change, and only the names still in them count
 * (mentionIdsIn). Any other key goes to the field's own `onKeyDown`.
 */
export function MentionField({
  ref,
  value,
  onValueChange,
  mentions,
  onMentionsChange,
  place,
  onKeyDown,
  wrapperClassName,
  ...props
}: FieldProps & {
  ref?: Ref<HTMLTextAreaElement>;
  value: string;
  onValueChange: (value: string) => void;
  mentions: readonly Mention[];
  onMentionsChange: (mentions: Mention[]) => void;
  place: MentionPlace;
  wrapperClassName?: string;
}) {
  const listId = `${useId()}-people`;
  const field = useRef<HTMLTextAreaElement | null>(null);
  const list = useRef<MentionListHandle>(null);
  const [caret, setCaret] = useState(0);
  const [focused, setFocused] = useState(false);
  // Escape closes the list for the "@" it was open for; a new "@" opens it again.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [shown, setShown] = useState<ListShown>({ count: 0 });
  const typed = focused ? mentionQueryAt(value, caret) : null;
  const asking = typed && typed.start !== dismissedAt ? typed : null;
  const expanded = asking !== null && shown.count > 0;
  // Where the caret goes once a pick's words are in the field.
  const caretAfterPick = useRef<number | null>(null);

  useLayoutEffect(() => {
    const at = caretAfterPick.current;
    if (at === null || field.current?.value !== value) return;
    caretAfterPick.current = null;
    field.current.setSelectionRange(at, at);
    setCaret(at);
  }, [value]);

  const setField = useCallback(
    (element: HTMLTextAreaElement | null) => {
      field.current = element;
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  return (
    <div className={cn("min-w-0", wrapperClassName)}>
      <Textarea
        {...props}
        ref={setField}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded ? shown.activeId : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setCaret(event.target.selectionStart);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onFocus={(event) => {
          setFocused(true);
          props.onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          props.onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (!(expanded && list.current?.keyDown(event))) onKeyDown?.(event);
        }}
      />
      {asking && (
        <DeferredPart standIn={null}>
          <MentionList
            ref={list}
            id={listId}
            asking={asking}
            value={value}
            mentions={mentions}
            place={place}
            onPicked={(next, picked, at) => {
              caretAfterPick.current = at;
              onMentionsChange(picked);
              onValueChange(next);
            }}
            onDismiss={() => setDismissedAt(asking.start)}
            onShown={setShown}
          />
        </DeferredPart>
      )}
    </div>
  );
}
