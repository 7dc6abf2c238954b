import { useStore } from "@nanostores/react";
import { Church, Lock, User, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { displayName } from "@contract/display-name";
import type { EventDetail, Occurrence } from "@contract/events";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { i18n, params } from "@/lib/i18n";
import { hostHref } from "./event-links";
import { StateBadge } from "./occurrence-badges";

const messages = i18n("events/event-header", {
  eventCancelled: "Event cancelled",
  membersOnly: "Members only",
  connections: "For the organiser's connections",
  organisedBy: "Organised by",
  hostedBy: params<{ name: string }>("Hosted by {name}"),
});

const linkClass = "font-semibold text-foreground underline-offset-2 outline-none hover:underline focus-visible:underline";

/** The top of an event's page: its cover, what state it is in, its title (with `menu` beside it), and whose it is. */
export function EventHeader({ event, occurrence, menu }: { event: EventDetail; occurrence?: Occurrence; menu?: ReactNode }) {
  const t = useStore(messages);
  const href = hostHref(event.host);
  const HostIcon = event.host.kind === "church" ? Church : Users;
  return (
    <Card className="overflow-hidden">
      {event.coverUrl && <img src={event.coverUrl} alt="" className="aspect-[3/1] w-full border-b object-cover" />}
      <div className="grid gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap gap-2 empty:hidden">
          {event.cancelled ? (
            <Badge variant="outline" className="border-destructive/40 text-destructive">
              {t.eventCancelled}
            </Badge>
          ) : (
            occurrence && <StateBadge occurrence={occurrence} />
          )}
          {event.audience === "members" && (
            <Badge variant="secondary">
              <Lock aria-hidden="true" />
              {t.membersOnly}
            </Badge>
          )}
        </div>
        <div className="flex items-start gap-2">
          <h1 dir="auto" className="min-w-0 flex-1 font-serif text-2xl font-semibold tracking-tight text-balance text-heading sm:text-3xl">
            {event.title}
          </h1>
          {menu}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          {event.host.kind !== "member" && href && (
            <span className="flex min-w-0 items-center gap-1.5">
              <HostIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <Link href={href} className={linkClass} aria-label={t.hostedBy({ name: event.host.name })}>
                {event.host.name}
              </Link>
            </span>
          )}
          {event.host.kind === "member" && (
            <span className="flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {t.connections}
            </span>
          )}
          {event.organiser && (
            <span className="flex min-w-0 items-center gap-1.5">
              <User aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {t.organisedBy}{" "}
              <Link href={`/profile/${event.organiser.id}`} className={linkClass}>
                {displayName(event.organiser)}
              </Link>
            </span>
          )}
        </div>
      </div>
    </Card>
  );
}
