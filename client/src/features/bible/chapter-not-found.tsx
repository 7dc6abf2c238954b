import { useStore } from "@nanostores/react";
import { NotFoundCard } from "@/components/not-found-card";
import { i18n } from "@/lib/i18n";

const messages = i18n("bible/chapter-not-found", {
  title: "Chapter not found",
  explanation: "This translation, book or chapter is not in the Bible as Koinonia carries it.",
  back: "Open the Bible",
});

/** An address that names no chapter: a translation the site does not carry, a book or chapter that is not there. */
export function ChapterNotFound() {
  const t = useStore(messages);
  return <NotFoundCard title={t.title} explanation={t.explanation} back={{ href: "/bible", label: t.back }} />;
}
