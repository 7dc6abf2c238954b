import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { groups } from "../../db/schema";
import { seesEvent } from "../../policies/event";
import { invitationStands, seesGroup } from "../../policies/group";
import { personShownTo, writingShownTo } from "../../policies/person";
import { postVisibleTo } from "../../policies/post";
import type { PageReader } from "./export-json";

// What a member's export holds besides their files, read a page at a time by keyset (the id,
// or the pair that orders the rows), each page one short query. Only what the member made,
// and what others did to it that the member may still see: comments and prayers on a post the
// member can no longer see (one in a private group they have left) stay out, as they would
// stay out of the app, as do those by someone blocked either way or banned.

/** Dates as the API writes them (PostgreSQL's text for them on a server, Dates on PGlite). */
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type Person = { id: number; first_name: string; last_name: string };
const person = (id: number, row: Omit<Person, "id">) => ({ id, firstName: row.first_name, lastName: row.last_name });

/** Rows of one kind, read a page at a time, and how each is written into the file. */
export type RecordSet<Row = never> = { read: PageReader<Row>; shape: (row: Row) => unknown };

function recordSet<Row>(db: Db, query: (after: Row | undefined, size: number) => SQL, shape: (row: Row) => unknown): RecordSet<Row> {
  return { read: (after, size) => queryRows<Row>(db, query(after, size)), shape };
}

type EventExportRow = {
  id: number;
  title: string;
  description: string | null;
  time_zone: string;
  all_day: boolean;
  starts_local: string;
  ends_local: string;
  recurrence: string | null;
  place: string | null;
  online_url: string | null;
  capacity: number | null;
  cancelled_at: Date | string | null;
  church_id: number | null;
  group_id: number | null;
  created_at: Date | string;
};

type EventAnswerRow = {
  id: number;
  event_id: number;
  starts_at: Date | string;
  answer: string;
  guests: number;
  waitlisted: boolean;
  answered_at: Date | string;
  title: string | null;
};

type ChurchRow = {
  church_id: number;
  slug: string;
  name: string;
  role: string;
  title: string | null;
  joined_at: Date | string;
  share_email: boolean;
  share_phone: boolean;
  share_birthday: boolean;
  feed: string | null;
};

export function exportRecords(db: Db, userId: number) {
  type PostRow = {
    id: number;
    type: string;
    content: string;
    image_url: string | null;
    video_url: string | null;
    group_id: number | null;
    group_name: string | null;
    church_id: number | null;
    church_name: string | null;
    prayer_count: number;
    comment_count: number;
    created_at: Date | string;
    audience: string;
    category: string | null;
    anonymous: boolean;
    answered_at: Date | string | null;
    testimony: string | null;
    closed_at: Date | string | null;
    shared_with: number[];
  };
  const postItem = (r: PostRow) => ({
    id: r.id,
    type: r.type,
    content: r.content,
    imageUrl: r.image_url,
    videoUrl: r.video_url,
    groupId: r.group_id,
    groupName: r.group_name,
    // A post shared with a church (its prayer wall): the church, named while it is up.
    churchId: r.church_id,
    churchName: r.church_name,
    prayerCount: r.prayer_count,
    commentCount: r.comment_count,
    createdAt: iso(r.created_at),
    audience: r.audience,
    category: r.category,
    anonymous: r.anonymous,
    answeredAt: iso(r.answered_at),
    testimony: r.testimony,
    closedAt: iso(r.closed_at),
    // The connections a post was shared with by name (its audience "people").
    sharedWith: r.shared_with,
  });
  const postColumns = sql`posts.id, posts.type, posts.content, posts.image_url, posts.video_url, posts.group_id, posts.church_id,
    posts.prayer_count, posts.comment_count, posts.created_at, posts.audience, posts.category, posts.anonymous,
    posts.answered_at, posts.testimony, posts.closed_at,
    case when posts.audience = 'people'
      then array(select a.user_id from post_audience a where a.post_id = posts.id order by a.user_id)
      else '{}'::int[] end as shared_with`;

  type RoomRow = {
    id: number;
    title: string | null;
    group_id: number | null;
    amen_count: number;
    joined_count: number;
    opened_at: Date | string;
    starts_at: Date | string | null;
    closed_at: Date | string | null;
  };
  type RoomJoinedRow = { room_id: number; joined_at: Date | string };
  type RoomWrittenRow = { id: number; room_id: number; content: string; created_at: Date | string };
  type CommentRow = { id: number; post_id: number; content: string; created_at: Date | string };
  type CommentOnMineRow = CommentRow & { author_id: number } & Omit<Person, "id">;
  type PrayedForRow = { post_id: number; created_at: Date | string };
  type PrayerUpdateRow = CommentRow;
  type PrayerListRow = { post_id: number; added_at: Date | string; last_prayed_at: Date | string | null };
  type PrayerOnMineRow = PrayedForRow & { user_id: number } & Omit<Person, "id">;
  type ConnectionRow = Omit<Person, "id"> & {
    id: number;
    sent: boolean;
    status: string;
    created_at: Date | string;
    responded_at: Date | string | null;
    other_id: number;
  };
  type GroupRow = {
    group_id: number;
    name: string;
    description: string | null;
    private: boolean;
    role: string;
    joined_at: Date | string;
    feed: string | null;
  };
  // An invitation reads like a request between two people, into a group.
  type GroupInvitationRow = ConnectionRow & { group_id: number; group_name: string | null };
  type PushDeviceRow = {
    id: number;
    endpoint: string;
    user_agent: string | null;
    created_at: Date | string;
    last_success_at: Date | string | null;
  };
  type NotificationRow = {
    id: number;
    type: string;
    title: string;
    message: string;
    is_read: boolean;
    actor_id: number | null;
    post_id: number | null;
    group_id: number | null;
    created_at: Date | string;
  };

  type KeptAwayRow = Omit<Person, "id"> & { other_id: number; created_at: Date | string };
  const keptAway = (table: SQL, own: string, other: string, when: SQL = sql`created_at`, whenField = "since") =>
    recordSet<KeptAwayRow>(
      db,
      (after, size) => sql`select k.${sql.identifier(other)} as other_id, k.${when} as created_at, u.first_name, u.last_name
        from ${table} k join users u on u.id = k.${sql.identifier(other)}
        where k.${sql.identifier(own)} = ${userId} and k.${sql.identifier(other)} > ${after?.other_id ?? 0}
        order by k.${sql.identifier(other)} limit ${size}`,
      (r) => ({ person: person(r.other_id, r), [whenField]: iso(r.created_at) }),
    );
  type ReportRow = {
    id: number;
    target_type: string;
    target_id: number;
    reason: string;
    details: string | null;
    created_at: Date | string;
    resolved_at: Date | string | null;
  };

  return {
    // The updates the member wrote on their own prayer requests.
    prayerUpdates: recordSet<PrayerUpdateRow>(
      db,
      (after, size) => sql`select pu.id, pu.post_id, pu.content, pu.created_at from prayer_updates pu
        join posts p on p.id = pu.post_id
        where p.author_id = ${userId} and pu.id > ${after?.id ?? 0}
        order by pu.id limit ${size}`,
      (r) => ({ id: r.id, postId: r.post_id, content: r.content, createdAt: iso(r.created_at) }),
    ),
    // What the member committed to pray for: ids only, as for the posts they prayed for.
    prayerList: recordSet<PrayerListRow>(
      db,
      (after, size) => sql`select l.post_id, l.added_at, l.last_prayed_at from prayer_list l
        where l.user_id = ${userId} and l.post_id > ${after?.post_id ?? 0}
        order by l.post_id limit ${size}`,
      (r) => ({ postId: r.post_id, addedAt: iso(r.added_at), lastPrayedAt: iso(r.last_prayed_at) }),
    ),
    // Wall posts (and those shared with a church), then posts in groups; each by id.
    wallPosts: recordSet<PostRow>(
      db,
      (after, size) => sql`select ${postColumns}, null as group_name,
          (select c.name from churches c where c.id = posts.church_id and c.moderation is null) as church_name
        from posts
        where posts.author_id = ${userId} and posts.group_id is null and posts.id > ${after?.id ?? 0}
        order by posts.id limit ${size}`,
      postItem,
    ),
    // A group's name only while the member may still see the group.
    groupPosts: recordSet<PostRow>(
      db,
      (after, size) => sql`select ${postColumns},
          case when ${seesGroup({ viewerId: userId, groupId: sql`posts.group_id` })}
            then (select g.name from groups g where g.id = posts.group_id) end as group_name,
          null as church_name
        from posts
        where posts.author_id = ${userId} and posts.group_id is not null and posts.id > ${after?.id ?? 0}
        order by posts.id limit ${size}`,
      postItem,
    ),
    commentsWritten: recordSet<CommentRow>(
      db,
      (after, size) => sql`select cm.id, cm.post_id, cm.content, cm.created_at from comments cm
        where cm.author_id = ${userId} and cm.id > ${after?.id ?? 0}
        order by cm.id limit ${size}`,
      (r) => ({ id: r.id, postId: r.post_id, content: r.content, createdAt: iso(r.created_at) }),
    ),
    commentsOnMyPosts: recordSet<CommentOnMineRow>(
      db,
      (after, size) => sql`select cm.id, cm.post_id, cm.content, cm.created_at, cm.author_id, u.first_name, u.last_name
        from posts
        join comments cm on cm.post_id = posts.id
        join users u on u.id = cm.author_id
        where posts.author_id = ${userId} and cm.author_id <> ${userId} and ${postVisibleTo(userId)}
          and ${writingShownTo({ viewerId: userId, authorId: sql`cm.author_id`, moderation: sql`cm.moderation` })}
          and (cm.post_id, cm.id) > (${after?.post_id ?? 0}::integer, ${after?.id ?? 0}::integer)
        order by cm.post_id, cm.id limit ${size}`,
      (r) => ({ id: r.id, postId: r.post_id, author: person(r.author_id, r), content: r.content, createdAt: iso(r.created_at) }),
    ),
    prayedFor: recordSet<PrayedForRow>(
      db,
      (after, size) => sql`select i.post_id, i.created_at from interactions i
        where i.user_id = ${userId} and i.type = 'prayer' and i.post_id > ${after?.post_id ?? 0}
        order by i.post_id limit ${size}`,
      (r) => ({ postId: r.post_id, prayedAt: iso(r.created_at) }),
    ),
    prayersForMyPosts: recordSet<PrayerOnMineRow>(
      db,
      (after, size) => sql`select i.post_id, i.user_id, i.created_at, u.first_name, u.last_name
        from posts
        join interactions i on i.post_id = posts.id and i.type = 'prayer'
        join users u on u.id = i.user_id
        where posts.author_id = ${userId} and i.user_id <> ${userId} and ${postVisibleTo(userId)}
          and ${personShownTo({ viewerId: userId, personId: sql`i.user_id` })}
          and (i.post_id, i.user_id) > (${after?.post_id ?? 0}::integer, ${after?.user_id ?? 0}::integer)
        order by i.post_id, i.user_id limit ${size}`,
      (r) => ({ postId: r.post_id, by: person(r.user_id, r), prayedAt: iso(r.created_at) }),
    ),
    connections: recordSet<ConnectionRow>(
      db,
      (after, size) => sql`select r.id, r.requester_id = ${userId} as sent, r.status, r.created_at, r.responded_at,
          u.id as other_id, u.first_name, u.last_name
        from connections r
        join users u on u.id = case when r.requester_id = ${userId} then r.addressee_id else r.requester_id end
        where (r.requester_id = ${userId} or r.addressee_id = ${userId}) and r.id > ${after?.id ?? 0}
        order by r.id limit ${size}`,
      (r) => ({
        id: r.id,
        direction: r.sent ? "sent" : "received",
        person: person(r.other_id, r),
        status: r.status,
        requestedAt: iso(r.created_at),
        respondedAt: iso(r.responded_at),
      }),
    ),
    groups: recordSet<GroupRow>(
      db,
      (after, size) => sql`select gm.group_id, ${groups.name} as name, ${groups.description} as description,
          ${groups.isPrivate} as private, gm.role, gm.joined_at, gm.feed
        from group_members gm join ${groups} on ${groups.id} = gm.group_id
        where gm.user_id = ${userId} and gm.group_id > ${after?.group_id ?? 0}
        order by gm.group_id limit ${size}`,
      (r) => ({
        id: r.group_id,
        name: r.name,
        description: r.description,
        isPrivate: r.private,
        role: r.role,
        joinedAt: iso(r.joined_at),
        // What of its posts they chose to have in their home feed; null: never chosen.
        homeFeed: r.feed,
      }),
    ),
    // Their churches, with their place and title and what they show in each directory.
    churches: recordSet<ChurchRow>(
      db,
      (after, size) => sql`select cm.church_id, c.slug, c.name, cm.role, cm.title, cm.joined_at,
          cm.share_email, cm.share_phone, cm.share_birthday, cm.feed
        from church_members cm join churches c on c.id = cm.church_id
        where cm.user_id = ${userId} and cm.church_id > ${after?.church_id ?? 0}
        order by cm.church_id limit ${size}`,
      (r) => ({
        id: r.church_id,
        slug: r.slug,
        name: r.name,
        role: r.role,
        title: r.title,
        joinedAt: iso(r.joined_at),
        directory: { shareEmail: r.share_email, sharePhone: r.share_phone, shareBirthday: r.share_birthday },
        homeFeed: r.feed,
      }),
    ),
    // Events they made, as they wrote them (each gathering's own time when moved or cancelled).
    eventsOrganised: recordSet<EventExportRow>(
      db,
      (after, size) => sql`select e.id, e.title, e.description, e.time_zone, e.all_day,
          to_char(e.starts_local, 'YYYY-MM-DD"T"HH24:MI') as starts_local, to_char(e.ends_local, 'YYYY-MM-DD"T"HH24:MI') as ends_local,
          e.recurrence, e.place, e.online_url, e.capacity, e.cancelled_at, e.church_id, e.group_id, e.created_at
        from events e where e.created_by = ${userId} and e.id > ${after?.id ?? 0} order by e.id limit ${size}`,
      (r) => ({
        id: r.id,
        title: r.title,
        description: r.description,
        timeZone: r.time_zone,
        allDay: r.all_day,
        startsAt: r.starts_local,
        endsAt: r.ends_local,
        repeat: r.recurrence,
        place: r.place,
        onlineUrl: r.online_url,
        capacity: r.capacity,
        cancelledAt: r.cancelled_at === null ? null : iso(r.cancelled_at),
        churchId: r.church_id,
        groupId: r.group_id,
        createdAt: iso(r.created_at),
      }),
    ),
    // Their answers: the event's title while they may still see it.
    eventAnswers: recordSet<EventAnswerRow>(
      db,
      (after, size) => sql`select r.occurrence_id as id, o.event_id, o.starts_at, r.answer, r.guests, r.waitlisted, r.answered_at,
          (select e.title from events e where e.id = o.event_id and ${seesEvent(userId, sql`e`)}) as title
        from event_rsvps r join event_occurrences o on o.id = r.occurrence_id
        where r.user_id = ${userId} and r.occurrence_id > ${after?.id ?? 0} order by r.occurrence_id limit ${size}`,
      (r) => ({
        eventId: r.event_id,
        event: r.title,
        startsAt: iso(r.starts_at),
        answer: r.answer,
        guests: r.guests,
        waitingList: r.waitlisted,
        answeredAt: iso(r.answered_at),
      }),
    ),
    eventComments: recordSet<{ id: number; event_id: number; content: string; created_at: Date | string }>(
      db,
      (after, size) => sql`select id, event_id, content, created_at from event_comments
        where author_id = ${userId} and id > ${after?.id ?? 0} order by id limit ${size}`,
      (r) => ({ id: r.id, eventId: r.event_id, content: r.content, createdAt: iso(r.created_at) }),
    ),
    // Each plan they follow, with the days they marked read.
    readingPlans: recordSet<{
      plan_key: string;
      started_on: string;
      reminder_minute: number | null;
      time_zone: string;
      days_read: number[];
    }>(
      db,
      (after, size) => sql`select r.plan_key, r.started_on::text as started_on, r.reminder_minute, r.time_zone,
          coalesce((select array_agg(d.day order by d.day) from plan_days_read d
            where d.user_id = r.user_id and d.plan_key = r.plan_key), '{}') as days_read
        from plan_readers r
        where r.user_id = ${userId} and r.plan_key > ${after?.plan_key ?? ""} order by r.plan_key limit ${size}`,
      (r) => ({
        plan: r.plan_key,
        startedOn: r.started_on,
        reminderAt:
          r.reminder_minute === null
            ? null
            : `${String(Math.floor(r.reminder_minute / 60)).padStart(2, "0")}:${String(r.reminder_minute % 60).padStart(2, "0")}`,
        timeZone: r.time_zone,
        daysRead: r.days_read,
      }),
    ),
    // The plans they read with a group or a church, with the days they showed they had read.
    readingTogether: recordSet<{ id: number; plan_key: string; group_id: number | null; church_id: number | null; days_read: number[] }>(
      db,
      (after, size) => sql`select sp.id, sp.plan_key, sp.group_id, sp.church_id,
          array_agg(r.day order by r.day) as days_read
        from shared_plan_reads r join shared_plans sp on sp.id = r.shared_plan_id
        where r.user_id = ${userId} and sp.id > ${after?.id ?? 0}
        group by sp.id order by sp.id limit ${size}`,
      (r) => ({ id: r.id, plan: r.plan_key, groupId: r.group_id, churchId: r.church_id, daysRead: r.days_read }),
    ),
    devotionsWritten: recordSet<{
      id: number;
      church_id: number;
      day: string;
      title: string;
      passage: string;
      reflection: string;
      prayer: string;
    }>(
      db,
      (after, size) => sql`select id, church_id, day::text as day, title, passage, reflection, prayer from devotions
        where author_id = ${userId} and id > ${after?.id ?? 0} order by id limit ${size}`,
      (r) => ({ id: r.id, churchId: r.church_id, day: r.day, title: r.title, passage: r.passage, reflection: r.reflection, prayer: r.prayer }),
    ),
    // The reading plans they wrote for a church, day by day.
    plansWritten: recordSet<{ id: number; church_id: number; title: string; about: string; days: { written: string; note: string | null }[] }>(
      db,
      (after, size) => sql`select id, church_id, title, about, days from church_plans
        where author_id = ${userId} and id > ${after?.id ?? 0} order by id limit ${size}`,
      (r) => ({
        id: r.id,
        churchId: r.church_id,
        title: r.title,
        about: r.about,
        days: r.days.map((day, i) => ({ day: i + 1, passages: day.written, note: day.note })),
      }),
    ),
    // The messages they wrote, in the conversations they are or were in (not others' words: those are theirs to export).
    messagesWritten: recordSet<{
      id: number;
      conversation_id: number;
      conversation: string | null;
      content: string | null;
      image_url: string | null;
      reply_to_id: number | null;
      created_at: Date | string;
      edited_at: Date | string | null;
      deleted_at: Date | string | null;
    }>(
      db,
      (after, size) => sql`select m.id, m.conversation_id, c.title as conversation, m.content, m.image_url, m.reply_to_id,
          m.created_at, m.edited_at, m.deleted_at
        from messages m join conversations c on c.id = m.conversation_id
        where m.author_id = ${userId} and m.id > ${after?.id ?? 0} order by m.id limit ${size}`,
      (r) => ({
        id: r.id,
        conversationId: r.conversation_id,
        circle: r.conversation,
        content: r.content,
        imageUrl: r.image_url,
        replyTo: r.reply_to_id,
        sentAt: iso(r.created_at),
        editedAt: r.edited_at === null ? null : iso(r.edited_at),
        deletedAt: r.deleted_at === null ? null : iso(r.deleted_at),
      }),
    ),
    // Sent and received. The group's name only while the member may see the group, or while an
    // invitation to it still waits for their answer (the app shows it them then, to decide by).
    groupInvitations: recordSet<GroupInvitationRow>(
      db,
      (after, size) => sql`select gi.id, gi.inviter_id = ${userId} as sent, gi.group_id, gi.status, gi.created_at, gi.responded_at,
          case when ${seesGroup({ viewerId: userId, groupId: sql`gi.group_id` })}
              or (gi.invitee_id = ${userId} and gi.status = 'pending'
                and ${invitationStands({ inviterId: sql`gi.inviter_id`, groupId: sql`gi.group_id` })})
            then (select g.name from groups g where g.id = gi.group_id) end as group_name,
          u.id as other_id, u.first_name, u.last_name
        from group_invitations gi
        join users u on u.id = case when gi.inviter_id = ${userId} then gi.invitee_id else gi.inviter_id end
        where (gi.inviter_id = ${userId} or gi.invitee_id = ${userId}) and gi.id > ${after?.id ?? 0}
        order by gi.id limit ${size}`,
      (r) => ({
        id: r.id,
        direction: r.sent ? "sent" : "received",
        groupId: r.group_id,
        groupName: r.group_name,
        person: person(r.other_id, r),
        status: r.status,
        createdAt: iso(r.created_at),
        respondedAt: iso(r.responded_at),
      }),
    ),
    // Live prayer rooms: those the member hosted and joined, and what they wrote in any.
    roomsHosted: recordSet<RoomRow>(
      db,
      (after, size) => sql`select r.id, r.title, r.group_id, r.amen_count, r.opened_at, r.starts_at, r.closed_at,
          (select count(*)::int from room_members m where m.room_id = r.id) as joined_count
        from rooms r where r.host_id = ${userId} and r.id > ${after?.id ?? 0}
        order by r.id limit ${size}`,
      (r) => ({
        id: r.id,
        title: r.title,
        groupId: r.group_id,
        amenCount: r.amen_count,
        joinedCount: r.joined_count,
        openedAt: iso(r.opened_at),
        startsAt: iso(r.starts_at),
        closedAt: iso(r.closed_at),
      }),
    ),
    roomsJoined: recordSet<RoomJoinedRow>(
      db,
      (after, size) => sql`select m.room_id, m.joined_at from room_members m
        where m.user_id = ${userId} and m.room_id > ${after?.room_id ?? 0}
        order by m.room_id limit ${size}`,
      (r) => ({ roomId: r.room_id, joinedAt: iso(r.joined_at) }),
    ),
    roomRequests: recordSet<RoomWrittenRow>(
      db,
      (after, size) => sql`select q.id, q.room_id, q.content, q.created_at from room_requests q
        where q.author_id = ${userId} and q.id > ${after?.id ?? 0}
        order by q.id limit ${size}`,
      (r) => ({ id: r.id, roomId: r.room_id, content: r.content, createdAt: iso(r.created_at) }),
    ),
    roomMessages: recordSet<RoomWrittenRow>(
      db,
      (after, size) => sql`select m.id, m.room_id, m.content, m.created_at from room_messages m
        where m.author_id = ${userId} and m.id > ${after?.id ?? 0}
        order by m.id limit ${size}`,
      (r) => ({ id: r.id, roomId: r.room_id, content: r.content, createdAt: iso(r.created_at) }),
    ),
    // Whom the member keeps away, and what they reported (not what became of it for others).
    blocked: keptAway(sql`blocks`, "blocker_id", "blocked_id"),
    muted: keptAway(sql`mutes`, "muter_id", "muted_id"),
    // Whom they said "Not now" to among their suggestions, and until when.
    suggestionDismissals: keptAway(sql`suggestion_dismissals`, "user_id", "candidate_id", sql`until`, "until"),
    reports: recordSet<ReportRow>(
      db,
      (after, size) => sql`select r.id, r.target_type, r.target_id, r.reason, r.details, r.created_at, r.resolved_at
        from reports r
        where r.reporter_id = ${userId} and r.id > ${after?.id ?? 0}
        order by r.id limit ${size}`,
      (r) => ({
        id: r.id,
        targetType: r.target_type,
        targetId: r.target_id,
        reason: r.reason,
        details: r.details,
        reportedAt: iso(r.created_at),
        handledAt: iso(r.resolved_at),
      }),
    ),
    // Which browsers, and through which push service; never the endpoint's path or the keys,
    // which are the browser's secrets for the push service and of no use to anyone else.
    pushDevices: recordSet<PushDeviceRow>(
      db,
      (after, size) => sql`select s.id, s.endpoint, s.user_agent, s.created_at, s.last_success_at
        from push_subscriptions s
        where s.user_id = ${userId} and s.id > ${after?.id ?? 0}
        order by s.id limit ${size}`,
      (r) => ({
        id: r.id,
        userAgent: r.user_agent,
        pushService: new URL(r.endpoint).host,
        subscribedAt: iso(r.created_at),
        lastPushedAt: iso(r.last_success_at),
      }),
    ),
    notifications: recordSet<NotificationRow>(
      db,
      (after, size) => sql`select n.id, n.type, n.title, n.message, n.is_read, n.actor_id, n.post_id, n.group_id, n.created_at
        from notifications n
        where n.user_id = ${userId} and n.id > ${after?.id ?? 0}
        order by n.id limit ${size}`,
      (r) => ({
        id: r.id,
        type: r.type,
        title: r.title,
        message: r.message,
        isRead: r.is_read,
        actorId: r.actor_id,
        postId: r.post_id,
        groupId: r.group_id,
        createdAt: iso(r.created_at),
      }),
    ),
  };
}
