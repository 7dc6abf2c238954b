import { Readable } from "node:stream";
import { and, eq, gt } from "drizzle-orm";
import { EXPORT_CONTENTS } from "../../../contract/account-export";
import type { Db } from "../../db/client";
import { objects, users } from "../../db/schema";
import type { ObjectStorage } from "../../core/object-storage";
import { type JsonDocument, jsonFile, keysetPages, streamedList } from "./export-json";
import { type RecordSet, exportRecords } from "./export-records";
import { reactionRecords } from "./reaction-records";
import { getContactDetails } from "../people/contact-details";
import { getMailPreferences } from "../notifications/mail-preferences";
import { getPrayerReminder } from "../prayer/prayer-reminders";
import { type ArchiveFile, zipStream } from "./zip-stream";

export type ExportSources = { db: Db; storage: ObjectStorage };

// Stored images are keyed images/<random>.<ext>; the archive keeps the same names, so the
// imageUrl of a post in posts.json (/objects/images/...) names its file in the archive.
const IMAGE_KEY = /^images\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** The member's own record, e-mail included; never the password's hash. */
async function profileOf(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return {};
  return {
    id: user.id,
    email: user.email,
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    churchAffiliation: user.churchAffiliation,
    aboutMe: user.aboutMe,
    location: user.location,
    profileImageUrl: user.profileImageUrl,
    bannerImageUrl: user.bannerImageUrl,
    ...(await getContactDetails(db, userId)),
    joinedAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** Several record sets one after another, as one list written into a file. */
// biome-ignore lint/suspicious/noExplicitAny: each set reads rows of its own type and shapes them itself
const listOf = (...sets: RecordSet<any>[]) =>
  streamedList(async function* () {
    for (const set of sets) for await (const page of keysetPages(set.read)) yield page.map(set.shape);
  });

const NAME_WIDTH = Math.max(...EXPORT_CONTENTS.map(({ file }) => file.length)) + 2;

const readme = (at: Date) =>
  [
    `Your Koinonia data, as it was on ${at.toISOString()}.`,
    "",
    ...EXPORT_CONTENTS.map(({ file, holds }) => `${file.padEnd(NAME_WIDTH)}${holds}`),
    "",
    "Times are in UTC. People other than you appear by their id and name only.",
    "A picture's file is images/<name>, as named in its imageUrl (/objects/images/<name>).",
    "",
  ].join("\n");

/** The member's pictures (profile picture, banner, post photos), a page of rows at a time. */
async function* imagesOf({ db, storage }: ExportSources, userId: number): AsyncGenerator<ArchiveFile> {
  const pages = keysetPages<{ key: string; createdAt: Date }>((after, size) =>
    db
      .select({ key: objects.key, createdAt: objects.createdAt })
      .from(objects)
      .where(and(eq(objects.ownerId, userId), gt(objects.key, after?.key ?? "")))
      .orderBy(objects.key)
      .limit(size),
  );
  for await (const page of pages) {
    for (const { key, createdAt } of page) {
      if (!IMAGE_KEY.test(key)) continue;
      // Already compressed (WebP, JPEG, PNG): stored as they are.
      yield { name: key, mtime: createdAt, compress: false, open: async () => (await storage.open(key))?.body ?? null };
    }
  }
}

/**
 * Everything the member made or received, as of `at`, as a zip read while it is written: each
 * JSON file streamed from the database a page at a time (EXPORT_PAGE_SIZE rows), then each
 * picture streamed from storage. Nothing is held whole: not the archive, not a table, not a file.
 */
export function exportArchive(sources: ExportSources, userId: number, at: Date): Readable {
  const { db } = sources;
  const records = exportRecords(db, userId);
  const reactions = reactionRecords(db, userId);
  const text = (content: string) => async () => Readable.from([Buffer.from(content)]);
  const json = (document: () => JsonDocument | Promise<JsonDocument>) => async () => jsonFile(await document());

  async function* files(): AsyncGenerator<ArchiveFile> {
    yield { name: "README.txt", mtime: at, open: text(readme(at)) };
    yield { name: "profile.json", mtime: at, open: json(() => profileOf(db, userId)) };
    yield { name: "posts.json", mtime: at, open: json(() => listOf(records.wallPosts, records.groupPosts)) };
    yield {
      name: "comments.json",
      mtime: at,
      open: json(() => ({ written: listOf(records.commentsWritten), onYourPosts: listOf(records.commentsOnMyPosts) })),
    };
    yield {
      name: "prayers.json",
      mtime: at,
      open: json(() => ({
        prayedFor: listOf(records.prayedFor),
        forYourPosts: listOf(records.prayersForMyPosts),
        updatesYouWrote: listOf(records.prayerUpdates),
        prayerList: listOf(records.prayerList),
      })),
    };
    yield {
      name: "reactions.json",
      mtime: at,
      open: json(() => ({ onPosts: listOf(reactions.onPosts), onComments: listOf(reactions.onComments) })),
    };
    yield { name: "connections.json", mtime: at, open: json(() => listOf(records.connections)) };
    yield { name: "groups.json", mtime: at, open: json(() => listOf(records.groups)) };
    yield { name: "churches.json", mtime: at, open: json(() => listOf(records.churches)) };
    yield { name: "group-invitations.json", mtime: at, open: json(() => listOf(records.groupInvitations)) };
    yield {
      name: "events.json",
      mtime: at,
      open: json(() => ({
        organised: listOf(records.eventsOrganised),
        answers: listOf(records.eventAnswers),
        commentsYouWrote: listOf(records.eventComments),
      })),
    };
    yield { name: "messages.json", mtime: at, open: json(() => listOf(records.messagesWritten)) };
    yield {
      name: "bible.json",
      mtime: at,
      open: json(() => ({
        readingPlans: listOf(records.readingPlans),
        readTogether: listOf(records.readingTogether),
        devotionsYouWrote: listOf(records.devotionsWritten),
        plansYouWrote: listOf(records.plansWritten),
      })),
    };
    yield { name: "notifications.json", mtime: at, open: json(() => listOf(records.notifications)) };
    yield {
      name: "prayer-rooms.json",
      mtime: at,
      open: json(() => ({
        hosted: listOf(records.roomsHosted),
        joined: listOf(records.roomsJoined),
        requestsYouAdded: listOf(records.roomRequests),
        messagesYouWrote: listOf(records.roomMessages),
      })),
    };
    yield {
      name: "safety.json",
      mtime: at,
      open: json(() => ({ blocked: listOf(records.blocked), muted: listOf(records.muted), reports: listOf(records.reports) })),
    };
    yield { name: "mail-preferences.json", mtime: at, open: json(() => getMailPreferences(db, userId)) };
    yield { name: "prayer-reminder.json", mtime: at, open: json(() => getPrayerReminder(db, userId)) };
    yield { name: "push-devices.json", mtime: at, open: json(() => listOf(records.pushDevices)) };
    yield { name: "suggestion-dismissals.json", mtime: at, open: json(() => listOf(records.suggestionDismissals)) };
    yield* imagesOf(sources, userId);
  }

  return zipStream(files());
}
