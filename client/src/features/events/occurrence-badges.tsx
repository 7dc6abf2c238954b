import { useStore } from "@nanostores/react";
import type { Occurrence } from "@contract/events";
import { Badge } from "@/components/ui/badge";
import { i18n } from "@/lib/i18n";

const messages = i18n("events/occurrence-badges", {
  going: "Going",
  maybe: "Maybe",
  no: "Can't go",
  waitlisted: "Waiting list",
  cancelled: "Cancelled",
  moved: "Moved",
});

/** The viewer's answer to an occurrence, as a small label ("Going", "Waiting list"); none when they have not answered. */
export function AnswerBadge({ occurrence }: { occurrence: Pick<Occurrence, "myRsvp"> }) {
  const t = useStore(messages);
  const rsvp = occurrence.myRsvp;
  if (!rsvp) return null;
  if (rsvp.waitlisted) return <Badge variant="gold">{t.waitlisted}</Badge>;
  if (rsvp.answer === "going") return <Badge variant="default">{t.going}</Badge>;
  if (rsvp.answer === "maybe") return <Badge variant="secondary">{t.maybe}</Badge>;
  return <Badge variant="outline">{t.no}</Badge>;
}

/** "Cancelled" or "Moved", when the occurrence is either. */
export function StateBadge({ occurrence }: { occurrence: Pick<Occurrence, "cancelled" | "moved"> }) {
  const t = useStore(messages);
  if (occurrence.cancelled)
    return (
      <Badge variant="outline" className="border-destructive/40 text-destructive">
        {t.cancelled}
      </Badge>
    );
  if (occurrence.moved) return <Badge variant="outline">{t.moved}</Badge>;
  return null;
}
