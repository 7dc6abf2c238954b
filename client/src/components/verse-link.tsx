import { type MouseEvent, useRef, useState } from "react";
import { passagePath, useBibleTranslation } from "@/lib/bible-translation";
import { retryableLazy } from "@/lib/retryable-lazy";
import { DeferredPart } from "./deferred-part";

// The popover's code (Radix, the passage's query) loads on the first press: a feed full of
// references costs nothing more until one is opened.
const VersePopover = retryableLazy(() => import("./verse-popover").then((m) => m.VersePopover));

const LINK_CLASS = "font-medium text-primary underline decoration-dotted underline-offset-2 hover:text-primary/80";

/**
 * A Bible reference in someone's text: a link to the passage in the reader's translation. A
 * plain press shows the passage beside it, in a popover; a press with a modifier key (a new
 * tab) follows the link, as any link.
 */
export function VerseLink({ text, osis }: { text: string; osis: string }) {
  const translation = useBibleTranslation();
  const anchor = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const href = passagePath(translation, osis);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen((was) => !was);
  };

  return (
    <>
      <a ref={anchor} href={href} onClick={onClick} aria-haspopup="dialog" aria-expanded={open} className={LINK_CLASS}>
        {text}
      </a>
      {open && (
        <DeferredPart standIn={null}>
          <VersePopover anchor={anchor} osis={osis} translation={translation} href={href} onClose={() => setOpen(false)} />
        </DeferredPart>
      )}
    </>
  );
}
