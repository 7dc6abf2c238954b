import { useStore } from "@nanostores/react";
import { NotFoundCard } from "@/components/not-found-card";
import { i18n } from "@/lib/i18n";

const messages = i18n("churches/church-not-found", {
  notFound: "Church not found",
  explanation: "This church may have been deleted, or its web address has changed.",
  goToChurches: "Go to Churches",
});

/** A church that is not there (the server says 404), or an address that cannot be one. */
export function ChurchNotFound() {
  const t = useStore(messages);
  return <NotFoundCard title={t.notFound} explanation={t.explanation} back={{ href: "/churches", label: t.goToChurches }} />;
}
