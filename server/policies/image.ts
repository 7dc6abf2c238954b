import { eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
import { type ObjectRow, objects } from "../db/schema";
import { notFound, unauthenticated } from "../core/errors";
import { activeLinkTo, churchIsUp } from "./church";
import { seesEvent } from "./event";
import { findVisibleMessage } from "./message";
import { isStaff } from "./moderation";
import { personShownTo } from "./person";
import { findVisiblePost } from "./post";

/** Who asks for an image: a member, or a visitor (null); and the invitation link they came by, if any. */
export type ImageViewer = { viewerId: number | null; link?: string };

/**
 * A stored image is served to whoever may see what it belongs to:
 * - the site's logo to everyone, visitors too: the sign-up page shows it;
 * - a church's logo and banner, while the church is up, to anyone signed in (a church's page
 *   is for all the site's members), and to a visitor who holds an active invitation link to
 *   it (the link's preview shows them, before the visitor has an account);
 * - profile pictures and banners to anyone signed in who is shown their owner (./person);
 * - a post's photo, and the picture of its link's card, to those who may see the post;
 * - an event's cover to those who may see the event (./event);
 * any of them to the moderators and admins who judge them; but
 * - a message's photo only to those in its conversation who see the message (./message), and
 *   to the team once the message is reported. To anyone else an image does not
 * exist: a member is told so (404), a visitor is asked to sign in (401).
 */
export async function findServableObject(db: Db, { viewerId, link }: ImageViewer, key: string): Promise<ObjectRow> {
  const [found] = await db
    .select({
      row: objects,
      ownerShown: viewerId === null ? sql<boolean>`false` : personShownTo({ viewerId, personId: sql`${objects.ownerId}` }),
      churchUp: sql<boolean>`exists (select 1 from churches where churches.id = ${objects.churchId} and ${churchIsUp})`,
      linked: link ? activeLinkTo({ code: link, churchId: sql`${objects.churchId}` }) : sql<boolean>`false`,
    })
    .from(objects)
    .where(eq(objects.key, key))
    .limit(1);
  const refused = viewerId === null ? unauthenticated() : notFound();
  if (!found) throw refused;
  const { row, ownerShown, churchUp, linked } = found;
  if (row.kind === "site_logo") return row;
  if (row.kind === "church_logo" || row.kind === "church_banner") {
    if (churchUp && (viewerId !== null || linked)) return row;
  } else if (viewerId !== null) {
    if (row.kind === "message_image") {
      // Private: only to those in its conversation who see the message, and to the team once it is reported.
      if (row.messageId !== null && (await messageSeen(db, viewerId, row.messageId))) return row;
      if (row.messageId !== null && (await isStaff(db, viewerId)) && (await messageReported(db, row.messageId))) return row;
      throw refused;
    }
    if (row.kind === "event_cover") {
      if (row.eventId !== null && (await eventShown(db, viewerId, row.eventId))) return row;
    } else if (row.kind === "post" || row.kind === "link_image" ? await postShown(db, viewerId, row.postId) : ownerShown) return row;
  }
  if (viewerId !== null && (await isStaff(db, viewerId))) return row;
  throw refused;
}

const messageSeen = (db: Db, viewerId: number, messageId: number): Promise<boolean> =>
  findVisibleMessage(db, { viewerId, messageId }).then(
    () => true,
    () => false,
  );

const messageReported = async (db: Db, messageId: number): Promise<boolean> => {
  const [row] = await queryRows<{ reported: boolean }>(
    db,
    sql`select exists (select 1 from reports where target_type = 'message' and target_id = ${messageId}::int) as reported`,
  );
  return row?.reported ?? false;
};

const eventShown = async (db: Db, viewerId: number, eventId: number): Promise<boolean> => {
  const [row] = await queryRows<{ shown: boolean }>(
    db,
    sql`select ${seesEvent(viewerId, sql`e`)} as shown from events e where e.id = ${eventId}::int`,
  );
  return row?.shown ?? false;
};

const postShown = (db: Db, viewerId: number, postId: number | null): Promise<boolean> =>
  postId === null
    ? Promise.resolve(false)
    : findVisiblePost(db, { viewerId, postId }).then(
        () => true,
        () => false,
      );
