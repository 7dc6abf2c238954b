import { useStore } from "@nanostores/react";
import { Pin } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import type { Announcement, Church } from "@contract/churches";
import { displayName } from "@contract/display-name";
import { DeleteButton } from "@/components/delete-button";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { UserText } from "@/components/user-text";
import { slot, withElements } from "@/components/with-elements";
import { formatLocale, i18n, locale, params } from "@/lib/i18n";
import { useDeleteAnnouncement } from "./announcement-mutations";
import { leads } from "./church-roles";

const messages = i18n("churches/announcement-item", {
  pinnedUntil: params<{ date: string }>("Pinned until {date}"),
  postedBy: params<{ time: string; name: string }>("Posted {time} by {name}"),
  posted: params<{ time: string }>("Posted {time}"),
  delete: "Delete",
  deleteNamed: params<{ title: string }>("Delete the announcement {title}"),
  deleteTitle: "Delete this announcement?",
  deleteDescription: "It leaves this page and every member's home page, and its notices go with it. This cannot be undone.",
  deleting: "Deleting...",
});

/** "March 14", "14 de marzo" (and the year, when it is not this one): the day a pin ends, as `locale` writes it. */
function pinEnd(date: string, locale: string): string {
  const end = new Date(date);
  const year = end.getFullYear() === new Date().getFullYear() ? undefined : "numeric";
  return new Intl.DateTimeFormat(locale, { month: "long", day: "numeric", year }).format(end);
}

/** One announcement: its title, while pinned the day the pin ends, its words, who wrote it and when; Delete for leaders. */
export function AnnouncementItem({ church, announcement }: { church: Church; announcement: Announcement }) {
  const t = useStore(messages);
  // The pin's day is written in the interface's language, and changes with it.
  useStore(locale);
  const ids = useId();
  const remove = useDeleteAnnouncement(church, announcement);
  const { author } = announcement;
  const byline = author ? t.postedBy({ time: slot("time"), name: slot("name") }) : t.posted({ time: slot("time") });
  return (
    <li>
      <Card className={announcement.pinned ? "border-gold/50" : undefined}>
        <article aria-labelledby={`${ids}-title`} className="grid gap-3 p-5 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
            <h3 id={`${ids}-title`} dir="auto" className="min-w-0 flex-1 basis-56 text-lg leading-snug font-semibold wrap-anywhere">
              {announcement.title}
            </h3>
            {announcement.pinned && (
              <Badge variant="gold">
                <Pin aria-hidden="true" />
                {t.pinnedUntil({ date: pinEnd(announcement.pinnedUntil, formatLocale()) })}
              </Badge>
            )}
          </div>
          <UserText text={announcement.body} verses={announcement.verses} className="text-[0.95rem] leading-relaxed text-foreground/90" />
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <p className="text-xs text-muted-foreground">
              {withElements(byline, {
                time: <RelativeTime date={announcement.createdAt} />,
                name: author && (
                  <Link href={`/profile/${author.id}`} dir="auto" className="font-medium text-foreground hover:underline">
                    {displayName(author)}
                  </Link>
                ),
              })}
            </p>
            {leads(church.myRole) && (
              <DeleteButton
                label={t.delete}
                namedLabel={t.deleteNamed({ title: announcement.title })}
                className="h-8 px-2.5"
                title={t.deleteTitle}
                description={t.deleteDescription}
                pendingLabel={t.deleting}
                pending={remove.isPending}
                onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
              />
            )}
          </div>
        </article>
      </Card>
    </li>
  );
}
