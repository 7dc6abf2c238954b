// Business constants shared by the client's forms and the server's checks,
// so the two can never disagree.
export const MIN_PASSWORD = 6;
// argon2 hashes any length, but an unbounded password is a cheap way to burn server CPU.
export const MAX_PASSWORD = 200;
export const MAX_EMAIL = 254;
export const MAX_NAME = 50;

export const NOTIFICATION_POLL_MS = 30_000;
export const NOTIFICATION_DROPDOWN_SIZE = 10;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const TOAST_LIMIT = 1;

export const MAX_POST_LENGTH = 5000;
export const MAX_COMMENT_LENGTH = 2000;
export const MAX_URL_LENGTH = 2048;
export const FEED_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

export const SUGGESTIONS_SIZE = 10;
// After a decline, how long before the one declined may ask the same person again (the one
// who declined may ask at any time).
export const CONNECTION_RETRY_DAYS = 30;

// Uploads: a photo up to 10 MB, a profile image up to 5 MB, one file at a time.
export const PHOTO_MAX_BYTES = 10_485_760;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 1;
export const MAX_CHURCH = 100;
export const MAX_LOCATION = 100;
export const MAX_ABOUT = 1000;

export const MAX_GROUP_NAME = 100;
export const MAX_GROUP_DESCRIPTION = 1000;

// The site's own words, kept by its admins.
export const MAX_SITE_NAME = 60;
export const MAX_SITE_WELCOME = 2000;
export const MAX_SITE_RULES = 10_000;
export const MAX_SITE_PAGE = 50_000;

// A church's page.
export const MAX_CHURCH_NAME = 100;
export const MAX_CHURCH_ABOUT = 4000;
export const MAX_CHURCH_TRADITION = 60;
export const MAX_CHURCH_ADDRESS = 300;
export const MAX_CHURCH_PLACE = 100;
export const MAX_CHURCH_PHONE = 40;
/** A member's own phone number (private, shown only where they choose). */
export const MAX_PHONE = 40;
export const MAX_CHURCH_TITLE = 40;
export const MAX_SERVICE_LANGUAGE = 40;
export const MAX_SERVICE_TIMES = 20;
/** An invitation link lasts at most a year and admits at most this many people. */
export const MAX_CHURCH_LINK_DAYS = 365;
export const MAX_CHURCH_LINK_USES = 10_000;
/** A page of a church's directory, by default and at most. */
export const DIRECTORY_PAGE = 50;
export const MAX_DIRECTORY_PAGE = 100;
/** An announcement: its title and words, and how long it stays pinned on members' home pages. */
export const MAX_ANNOUNCEMENT_TITLE = 120;
export const MAX_ANNOUNCEMENT_BODY = 5000;
export const MAX_PIN_DAYS = 60;
export const DEFAULT_PIN_DAYS = 7;
/** The most pinned announcements a home page shows at once, newest first. */
export const PINNED_SHOWN = 5;
/** The most addresses a leader invites by e-mail at once, and a church in a day. */
export const MAX_MAIL_INVITATIONS = 200;
export const MAX_MAIL_INVITATIONS_PER_DAY = 1000;
/** How long a mailed invitation's link works. */
export const MAILED_INVITATION_DAYS = 30;
/** The most links a church keeps working at once. */
export const MAX_ACTIVE_CHURCH_LINKS = 20;

/** A report's own words (required when its reason is "other") and a moderator's reason. */
export const MAX_REPORT_DETAILS = 1000;
export const MAX_MODERATION_REASON = 1000;
/** The longest suspension, in days; longer than that is a ban. */
export const MAX_SUSPENSION_DAYS = 365;
/** Reports by this many different members hide a post or comment until a moderator looks. */
export const REPORTS_TO_HOLD = 3;

export const MAX_PRAYER_UPDATE_LENGTH = 2000;
export const MAX_TESTIMONY_LENGTH = 2000;

export const MAX_SEARCH_LENGTH = 100;
export const SEARCH_PAGE_SIZE = 20;
/** What the search box's dropdown shows of each kind while typing. */
export const SEARCH_PREVIEW_SIZE = 5;

// Live prayer rooms: a room's title, a request on its list, a chat message.
export const MAX_ROOM_TITLE = 80;
/** How far ahead a room may be scheduled, in days. */
export const MAX_ROOM_SCHEDULE_DAYS = 30;
export const MAX_ROOM_REQUEST = 200;
export const MAX_ROOM_MESSAGE = 500;
/** How many of a room's newest chat messages its page shows. */
export const ROOM_MESSAGES_SHOWN = 50;

// Events: what an organiser writes, how many may come, and how much of a calendar one page shows.
export const MAX_EVENT_TITLE = 120;
export const MAX_EVENT_DESCRIPTION = 5000;
export const MAX_EVENT_PLACE = 300;
export const MAX_EVENT_MESSAGE = 1000;
export const MAX_RRULE_LENGTH = 200;
export const MAX_EVENT_CAPACITY = 100_000;
/** People someone brings with them. */
export const MAX_EVENT_GUESTS = 10;
/** The longest stretch a calendar page covers (a month view with the weeks around it, or an agenda). */
export const MAX_EVENT_RANGE_DAYS = 100;
/** The most occurrences one calendar page returns: past that, it says it was cut short. */
export const MAX_CALENDAR_OCCURRENCES = 1000;
/** Upcoming occurrences per page (a church's, a group's, the home card's), by default and at most. */
export const EVENT_PAGE = 10;
export const MAX_EVENT_PAGE = 50;

// Private messages: how long one is, how many people a circle holds, how long a message may be
// changed after it was sent, and how many of a conversation's messages one page brings.
export const MAX_MESSAGE = 2000;
/** People in a circle, its starter included. */
export const MAX_CIRCLE_PEOPLE = 50;
export const MAX_CIRCLE_TITLE = 80;
export const MESSAGE_EDIT_MINUTES = 15;
/** A conversation's newest messages shown at once, by default, and at most per page. */
export const MESSAGES_PAGE = 50;
export const MAX_MESSAGES_PAGE = 100;
/** Conversations one page of the inbox (or the requests) lists, newest activity first. */
export const CONVERSATIONS_PAGE = 30;
