import { useStore } from "@nanostores/react";
import { useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import type { Mention } from "@contract/mentions";
import type { VerseRef } from "@contract/verse-refs";
import { Link } from "wouter";
import { splitText } from "./text-links";
import { VerseLink } from "./verse-link";

const messages = i18n("components/user-text", {
  showLess: "Show less",
  showMore: "Show more",
});

// How many lines a long text shows until the reader asks for the rest.
const CLAMP = { post: "line-clamp-12", comment: "line-clamp-6" } as const;

interface UserTextProps {
  /** What someone wrote: shown as they wrote it (line breaks kept), web addresses as links. */
  text: string;
  /** The Bible references the server found in it: each links to its passage. */
  verses?: readonly VerseRef[];
  /** The people it mentions, as the server kept them: each "@Name" links to their profile. */
  mentions?: readonly Mention[];
  className?: string;
  /** Cut a long text to a few lines, with Show more / Show less. */
  clamp?: keyof typeof CLAMP;
}

/**
 * Text a person wrote. Its direction follows its own first letters (dir="auto"), so Hebrew or
 * Arabic reads right to left and aligns right among English posts. http(s) and www. addresses
 * open in a new tab, marked as links a member posted (nofollow ugc); Bible references show
 * their passage; the people it mentions link to their profiles; everything else is plain text. A long address breaks anywhere rather than widening the page.
 */
export function UserText({ text, verses, mentions, className, clamp }: UserTextProps) {
  const content = useMemo(
    () =>
      splitText(text, verses, mentions).map((part, i) =>
        typeof part === "string" ? (
          part
        ) : "osis" in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, rebuilt together whenever it changes
          <VerseLink key={i} text={part.text} osis={part.osis} />
        ) : "userId" in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, rebuilt together whenever it changes
          <Link key={i} href={`/profile/${part.userId}`} dir="auto" className="font-medium text-primary hover:underline">
            {part.text}
          </Link>
        ) : (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, rebuilt together whenever it changes
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener nofollow ugc"
            // An address reads left to right, even inside Hebrew or Arabic.
            dir="ltr"
            className="font-medium text-primary underline underline-offset-2 hover:text-primary/80"
          >
            {part.text}
          </a>
        ),
      ),
    [text, verses, mentions],
  );
  const textClass = cn("wrap-anywhere whitespace-pre-wrap", className);
  if (!clamp) {
    return (
      <p dir="auto" className={textClass}>
        {content}
      </p>
    );
  }
  return (
    <ClampedText text={text} className={textClass} clampClass={CLAMP[clamp]}>
      {content}
    </ClampedText>
  );
}

function ClampedText({ text, className, clampClass, children }: { text: string; className: string; clampClass: string; children: ReactNode }) {
  const t = useStore(messages);
  const id = useId();
  const box = useRef<HTMLParagraphElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  // Whether the clamp actually hides something: only then is there a button.
  const [cut, setCut] = useState(false);

  // Measured before the first paint and again whenever the text or its width changes, while
  // collapsed; expanded, the button stays so the reader can collapse it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text must be measured again, even at the same size
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || expanded) return;
    const measure = () => setCut(element.scrollHeight - element.clientHeight > 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text]);

  // Tabbing onto a link in the hidden part opens the text, so what has focus can be seen.
  const onFocus = (event: FocusEvent<HTMLParagraphElement>) => {
    const element = event.currentTarget;
    if (expanded || event.target === element) return;
    const bottom = event.target.getBoundingClientRect().bottom + element.scrollTop;
    element.scrollTop = 0;
    if (bottom > element.getBoundingClientRect().bottom) setExpanded(true);
  };

  const toggle = () => {
    if (!expanded) {
      setExpanded(true);
      return;
    }
    // Collapsing a long text pulls the button up the page: keep it in view, with its focus.
    flushSync(() => setExpanded(false));
    button.current?.scrollIntoView({ block: "nearest" });
  };

  return (
    <>
      <p ref={box} id={id} dir="auto" className={cn(className, !expanded && clampClass)} onFocus={onFocus}>
        {children}
      </p>
      {cut && (
        <button
          ref={button}
          type="button"
          aria-controls={id}
          onClick={toggle}
          className="mt-1 rounded-sm text-sm font-semibold text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {expanded ? t.showLess : t.showMore}
        </button>
      )}
    </>
  );
}
