import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { BibleChapter, BibleTranslation } from "@contract/bible";
import { throwIfNotOk } from "@/lib/api";

// A text never changes while the app is open: each answer is kept for the visit (the client's
// queries are never stale), so going back a chapter or to another translation asks nothing again.

/** The translations the site carries, with their licences. */
export const useBibleTranslations = () => useQuery<BibleTranslation[]>({ queryKey: ["/api/bible/translations"] });

/**
 * A chapter to read. The address comes from the page's own (any text a reader typed), so each
 * part is encoded. The chapter before stays on screen while the next one comes.
 */
export function useBibleChapter(translation: string, book: string, chapter: string) {
  return useQuery({
    queryKey: ["/api/bible", translation, book, chapter],
    queryFn: async ({ signal }) => {
      const path = [translation, book, chapter].map(encodeURIComponent).join("/");
      const res = await fetch(`/api/bible/${path}`, { credentials: "include", signal });
      await throwIfNotOk(res);
      return (await res.json()) as BibleChapter;
    },
    placeholderData: keepPreviousData,
  });
}
