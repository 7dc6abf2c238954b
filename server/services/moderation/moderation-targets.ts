import { eq } from "drizzle-orm";
import { fullName } from "../../../contract/display-name";
import type { Language } from "../../../contract/languages";
import type { ModerationState, ReportTarget } from "../../../contract/moderation";
import { mailMessages, params } from "../../mail/i18n";
import type { Db } from "../../db/client";
import { comments, eventComments, events, groups, messages, posts, users } from "../../db/schema";
import { excerpt } from "../notifications/notifications";

/** What reports and actions name: a post, comment, person or group, by id. */
export type TargetRef = { type: ReportTarget; id: number };

/** A reported or acted-on thing as it stands, read as moderators read it (whatever its state). */
export type Target = {
  /** Whose it is: its author, the person themself, the group's creator (null once gone). */
  subjectId: number | null;
  moderation: ModerationState | null;
  /** The post itself, or the one a comment is on: where its author's notice leads. */
  postId: number | null;
  /** How notices name it, in their reader's language: to its author ("your post ...") and to its reporters ("the post ..."). */
  own: (language: Language) => string;
  reported: (language: Language) => string;
};

const words = mailMessages("notices/moderation-targets", {
  ownPost: params('your post "{text}"'),
  ownComment: params('your comment "{text}"'),
  ownGroup: params("your group {name}"),
  ownAccount: "your account",
  ownEvent: params("your event {name}"),
  reportedEvent: params("the event {name}"),
  goneEvent: "an event since deleted",
  ownMessage: params('your message "{text}"'),
  reportedMessage: params('the message "{text}"'),
  goneMessage: "a message since deleted",
  reportedPost: params('the post "{text}"'),
  reportedComment: params('the comment "{text}"'),
  reportedGroup: params("the group {name}"),
  // A person by name: Spanish puts "a" before them ("denunciar a Ann Lee").
  reportedMember: params("{name}"),
  aMember: "a member",
  gonePost: "a post since deleted",
  goneComment: "a comment since deleted",
  goneGroup: "a group since deleted",
  goneAccount: "an account since deleted",
});

const quoted = (text: string) => excerpt(text, 60);

/**
 * The target as it stands, its row locked for the action's transaction (a report filed, or
 * another action taken, meanwhile waits for it); null when it no longer exists.
 */
export async function lockTarget(tx: Db, { type, id }: TargetRef): Promise<Target | null> {
  switch (type) {
    case "post": {
      const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for("no key update");
      if (!row) return null;
      const text = quoted(row.content);
      return {
        subjectId: row.authorId,
        moderation: row.moderation,
        postId: row.id,
        own: (language) => words(language).ownPost({ text }),
        reported: (language) => words(language).reportedPost({ text }),
      };
    }
    case "comment": {
      const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for("no key update");
      if (!row) return null;
      const text = quoted(row.content);
      return {
        subjectId: row.authorId,
        moderation: row.moderation,
        postId: row.postId,
        own: (language) => words(language).ownComment({ text }),
        reported: (language) => words(language).reportedComment({ text }),
      };
    }
    case "group": {
      const [row] = await tx.select().from(groups).where(eq(groups.id, id)).for("no key update");
      if (!row) return null;
      return {
        subjectId: row.createdBy,
        moderation: row.moderation,
        postId: null,
        own: (language) => words(language).ownGroup({ name: row.name }),
        reported: (language) => words(language).reportedGroup({ name: row.name }),
      };
    }
    case "event": {
      const [row] = await tx.select().from(events).where(eq(events.id, id)).for("no key update");
      if (!row) return null;
      return {
        subjectId: row.createdBy,
        moderation: row.moderation,
        postId: null,
        own: (language) => words(language).ownEvent({ name: row.title }),
        reported: (language) => words(language).reportedEvent({ name: row.title }),
      };
    }
    case "event_comment": {
      const [row] = await tx.select().from(eventComments).where(eq(eventComments.id, id)).for("no key update");
      if (!row) return null;
      const text = quoted(row.content);
      return {
        subjectId: row.authorId,
        moderation: row.moderation,
        postId: null,
        own: (language) => words(language).ownComment({ text }),
        reported: (language) => words(language).reportedComment({ text }),
      };
    }
    case "message": {
      const [row] = await tx
        .select({ authorId: messages.authorId, content: messages.content, moderation: messages.moderation })
        .from(messages)
        .where(eq(messages.id, id))
        .for("no key update");
      if (!row) return null;
      const text = quoted(row.content ?? "");
      return {
        subjectId: row.authorId,
        moderation: row.moderation,
        postId: null,
        own: (language) => words(language).ownMessage({ text }),
        reported: (language) => words(language).reportedMessage({ text }),
      };
    }
    case "user": {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      if (!row) return null;
      return {
        subjectId: row.id,
        moderation: null,
        postId: null,
        own: (language) => words(language).ownAccount,
        reported: (language) => (fullName(row) ? words(language).reportedMember({ name: fullName(row) }) : words(language).aMember),
      };
    }
  }
}

/** How a reporter's notice names what they reported once it is gone. */
export const goneTarget =
  (type: ReportTarget) =>
  (language: Language): string => {
    const t = words(language);
    return {
      post: t.gonePost,
      comment: t.goneComment,
      group: t.goneGroup,
      user: t.goneAccount,
      event: t.goneEvent,
      event_comment: t.goneComment,
      message: t.goneMessage,
    }[type];
  };

/** "Post not found": the 404 for a target that does not exist. */
export const targetNotFound = (type: ReportTarget): string =>
  `${{ post: "Post", comment: "Comment", user: "User", group: "Group", event: "Event", event_comment: "Comment", message: "Message" }[type]} not found`;
