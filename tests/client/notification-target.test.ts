import { describe, expect, it } from "vitest";
import { notificationTarget } from "../../client/src/features/notifications/notification-target";

// Where a click on a prayer request's notices leads.

const notice = (type: string, postId: number | null = 7) => ({ type, postId, actorId: 3 });

describe("notificationTarget for prayer notices", () => {
  it("opens the request for an update, an answer and the author's 'Still need prayer?'", () => {
    for (const type of ["prayer_update", "prayer_answered", "prayer_check"]) expect(notificationTarget(notice(type))).toBe("/posts/7");
  });

  it("opens nothing for a request's notice whose post is gone", () => {
    for (const type of ["prayer_update", "prayer_answered", "prayer_check"]) expect(notificationTarget(notice(type, null))).toBeNull();
  });

  it("opens my prayer list for the daily reminder", () => {
    expect(notificationTarget(notice("prayer_reminder", null))).toBe("/prayer");
  });
});

describe("notificationTarget for a group's live prayer room", () => {
  it("opens the group's page, where its live room is", () => {
    expect(notificationTarget({ type: "group_room", postId: null, actorId: 3, groupId: 12 })).toBe("/groups/12");
  });
});

describe("notificationTarget for the team's reports", () => {
  it("opens the moderation page, where the reports wait", () => {
    expect(notificationTarget({ type: "reports_waiting", postId: null, actorId: null })).toBe("/moderation");
  });
});

describe("notificationTarget for a type this client does not know", () => {
  it("opens nothing, so a newer server's notice is only marked read when clicked", () => {
    expect(notificationTarget(notice("type_from_a_newer_server"))).toBeNull();
  });
});

describe("notificationTarget for an event's notices", () => {
  const EVENT_NOTICES = ["event_reminder", "event_changed", "event_comment", "event_message", "event_moved_up"];
  const eventNotice = (type: string, eventId: number | null, occurrenceId: number | null) => ({
    type,
    postId: null,
    actorId: null,
    eventId,
    occurrenceId,
  });

  it("opens the event's page at the gathering the notice is about", () => {
    for (const type of EVENT_NOTICES) expect(notificationTarget(eventNotice(type, 5, 9))).toBe("/events/5?occurrence=9");
  });

  it("opens the event's page when the notice names no gathering", () => {
    for (const type of EVENT_NOTICES) expect(notificationTarget(eventNotice(type, 5, null))).toBe("/events/5");
  });

  it("opens nothing when the event is gone", () => {
    for (const type of EVENT_NOTICES) expect(notificationTarget(eventNotice(type, null, null))).toBeNull();
  });
});
