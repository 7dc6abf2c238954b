import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import * as Popover from "radix-ui/popover";
import type { RefObject } from "react";
import { Link } from "wouter";
import type { BiblePassage } from "@contract/bible";
import { ApiError } from "@/lib/api-error";
import { passageName } from "@/lib/bible-translation";
import { i18n } from "@/lib/i18n";
import { Skeleton } from "./ui/skeleton";

const messages = i18n("components/verse-popover", {
  openInBible: "Open in the Bible",
  close: "Close",
  tooLong: "This passage is too long to show here.",
  notFound: "This passage is not in this translation.",
  failed: "The passage could not be loaded.",
});

type Props = {
  anchor: RefObject<HTMLAnchorElement | null>;
  osis: string;
  translation: string;
  /** The passage in the reader. */
  href: string;
  onClose: () => void;
};

/** A passage shown beside its reference: its verses in the reader's translation, and the way to the reader. */
export function VersePopover({ anchor, osis, translation, href, onClose }: Props) {
  const t = useStore(messages);
  const passage = useQuery<BiblePassage>({
    queryKey: [`/api/bible/passage?ref=${encodeURIComponent(osis)}&translation=${encodeURIComponent(translation)}`],
  });
  const problem =
    passage.error instanceof ApiError && passage.error.status === 400
      ? t.tooLong
      : passage.error instanceof ApiError && passage.error.status === 404
        ? t.notFound
        : t.failed;
  const verses = passage.data?.verses.filter((verse) => verse.text !== "") ?? [];

  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={passage.data ? passageName(passage.data.verses) : osis}
          onCloseAutoFocus={(event) => {
            // Back to the reference that opened it, not to the page's start.
            event.preventDefault();
            anchor.current?.focus();
          }}
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg outline-none"
        >
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold">
              {passage.data ? passageName(passage.data.verses) : null}
              {passage.data && <span className="ml-2 text-xs font-normal text-muted-foreground">{passage.data.translation.abbreviation}</span>}
            </p>
            <Popover.Close
              aria-label={t.close}
              className="-m-1 rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring outline-none"
            >
              <X aria-hidden="true" className="size-4" />
            </Popover.Close>
          </div>
          {passage.isPending ? (
            <div className="mt-3 space-y-2" aria-hidden="true">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-4/5" />
            </div>
          ) : passage.isError ? (
            <p className="mt-2 text-sm text-muted-foreground">{problem}</p>
          ) : (
            <div className="mt-2 max-h-64 overflow-y-auto font-serif text-[0.95rem] leading-relaxed">
              {verses.map((verse) => (
                <p key={`${verse.chapter}.${verse.verse}`} className="mt-1 first:mt-0">
                  <sup className="mr-1 font-sans text-[0.65rem] font-semibold text-muted-foreground">{verse.verse}</sup>
                  {verse.text}
                </p>
              ))}
            </div>
          )}
          <Link href={href} onClick={onClose} className="mt-3 inline-block text-sm font-semibold text-primary hover:underline">
            {t.openInBible}
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
