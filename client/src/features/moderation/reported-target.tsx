import { useStore } from "@nanostores/react";
import { Link } from "wouter";
import { displayName } from "@contract/display-name";
import type { ReportedTarget as Target } from "@contract/moderation";
import type { PublicUser } from "@contract/users";
import { RelativeTime } from "@/components/relative-time";
import { UserAvatar } from "@/components/user-avatar";
import { UserText } from "@/components/user-text";
import { i18n } from "@/lib/i18n";

const messages = i18n("moderation/reported-target", {
  deleted: "It has been deleted since it was reported.",
  onPost: "On the post: ",
  photo: "Photo in the reported post",
  someoneGone: "Someone whose account is gone",
  createdIt: "created it",
  in: "in",
  accountGone: "This account is gone.",
  around: "The reported message, with the few around it in its conversation",
  deletedMessage: "This message was deleted",
  photoInMessage: "Photo in a message",
});

/** A person as the queue names them: avatar and name, to their profile. */
export function PersonLink({ person, className }: { person: PublicUser; className?: string }) {
  return (
    <Link
      href={`/profile/${person.id}`}
      dir="auto"
      className={`inline-flex max-w-full items-center gap-2 rounded-sm font-semibold outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring ${className ?? ""}`}
    >
      <UserAvatar user={person} className="size-7 text-[0.65rem]" />
      <span className="truncate">{displayName(person)}</span>
    </Link>
  );
}

/**
 * What the reports are about, in its context: a post with its author and group, a comment with
 * its post, a person, a group, an event (its title, to its page), a comment with the event it is in.
 */
export function ReportedTarget({ target }: { target: Target }) {
  const t = useStore(messages);
  if (target.gone) {
    return <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground italic">{t.deleted}</p>;
  }
  if (target.type === "message") return <MessagesAround target={target} />;
  return (
    <div className="grid grid-cols-1 min-w-0 gap-3 rounded-lg border bg-muted/40 p-3 sm:p-4">
      {target.type === "user" ? <PersonDetails target={target} /> : <Byline target={target} />}
      {target.type === "comment" && target.postContent !== null && (
        <blockquote className="border-l-2 pl-3 text-sm text-muted-foreground">
          <span className="font-medium">{t.onPost}</span>
          <span className="line-clamp-3 wrap-anywhere whitespace-pre-line">{target.postContent}</span>
        </blockquote>
      )}
      {target.type === "group" && target.groupName && (
        <p dir="auto" className="font-serif text-lg font-semibold wrap-anywhere text-heading">
          {target.groupName}
        </p>
      )}
      {target.type === "event" && <EventLink target={target} className="justify-self-start font-serif text-lg font-semibold text-heading" />}
      {target.content && <UserText text={target.content} clamp="post" className="text-sm leading-relaxed" />}
      {target.imageUrl && (
        <img
          src={target.imageUrl}
          // People attach no description to a photo, so the alt says what the image is.
          alt={t.photo}
          loading="lazy"
          className="max-h-72 w-full rounded-md border bg-muted object-contain"
        />
      )}
    </div>
  );
}

/** A reported private message, between the few around it in its conversation (never more), the reported one marked. */
function MessagesAround({ target }: { target: Target }) {
  const t = useStore(messages);
  return (
    <ol aria-label={t.around} className="grid min-w-0 grid-cols-1 gap-2 rounded-lg border bg-muted/40 p-3 sm:p-4">
      {target.around.map((message) => (
        <li
          key={message.id}
          aria-current={message.reported ? "true" : undefined}
          className={`grid min-w-0 grid-cols-1 gap-1 rounded-md p-2 text-sm ${message.reported ? "border border-primary bg-card" : "text-muted-foreground"}`}
        >
          <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs">
            {message.author ? <PersonLink person={message.author} className="text-foreground" /> : <span>{t.someoneGone}</span>}
            <RelativeTime date={message.createdAt} />
          </p>
          {message.content !== null ? (
            <UserText text={message.content} clamp="comment" className="leading-relaxed" />
          ) : (
            !message.imageUrl && <p className="italic">{t.deletedMessage}</p>
          )}
          {message.imageUrl && (
            <img
              src={message.imageUrl}
              alt={t.photoInMessage}
              loading="lazy"
              className="max-h-48 w-full rounded-md border bg-muted object-contain"
            />
          )}
        </li>
      ))}
    </ol>
  );
}

/** The event reported, or the one a reported comment is in: its title, to its page. */
function EventLink({ target, className }: { target: Target; className: string }) {
  if (target.eventId === null || !target.eventTitle) return null;
  return (
    <Link
      href={`/events/${target.eventId}`}
      dir="auto"
      className={`rounded-sm wrap-anywhere outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring ${className}`}
    >
      {target.eventTitle}
    </Link>
  );
}

/** Who wrote it, where and when. */
function Byline({ target }: { target: Target }) {
  const t = useStore(messages);
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      {target.subject ? <PersonLink person={target.subject} className="text-foreground" /> : <span>{t.someoneGone}</span>}
      {(target.type === "group" || target.type === "event") && <span>{t.createdIt}</span>}
      {target.type === "event_comment" && target.eventId !== null && target.eventTitle && (
        <span className="min-w-0">
          {t.in} <EventLink target={target} className="font-medium text-foreground" />
        </span>
      )}
      {target.type !== "group" && target.groupName && target.groupId !== null && (
        <span className="min-w-0">
          {t.in}{" "}
          <span dir="auto" className="font-medium text-foreground wrap-anywhere">
            {target.groupName}
          </span>
        </span>
      )}
      {target.createdAt && (
        <>
          <span aria-hidden="true">·</span>
          <RelativeTime date={target.createdAt} />
        </>
      )}
    </p>
  );
}

/** A reported person: who they say they are. */
function PersonDetails({ target }: { target: Target }) {
  const t = useStore(messages);
  const person = target.subject;
  if (!person) return <p className="text-sm text-muted-foreground">{t.accountGone}</p>;
  const about = [person.churchAffiliation, person.location].filter(Boolean).join(" · ");
  return (
    <div className="grid grid-cols-1 gap-1">
      <PersonLink person={person} />
      {about && (
        <p dir="auto" className="text-sm text-muted-foreground wrap-anywhere">
          {about}
        </p>
      )}
      {person.aboutMe && <UserText text={person.aboutMe} clamp="comment" className="text-sm" />}
    </div>
  );
}
