import { useStore } from "@nanostores/react";
import { NotFoundCard } from "@/components/not-found-card";
import { i18n } from "@/lib/i18n";

const messages = i18n("events/event-not-found", {
  title: "Event not found",
  explanation: "It may have been deleted, or it is for the members of a church or group you are not in.",
  back: "See your events",
});

/** An event that is not there for the viewer: deleted, or hidden from them (the server says 404 either way). */
export function EventNotFound() {
  const t = useStore(messages);
  return <NotFoundCard title={t.title} explanation={t.explanation} back={{ href: "/events", label: t.back }} />;
}
