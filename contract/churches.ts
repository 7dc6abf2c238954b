import { VerseRef } from "./verse-refs";
import { z } from "zod";
import { email } from "./auth";
import { Id } from "./common";
import {
  DEFAULT_PIN_DAYS,
  DIRECTORY_PAGE,
  MAX_ANNOUNCEMENT_BODY,
  MAX_ANNOUNCEMENT_TITLE,
  MAX_CHURCH_ABOUT,
  MAX_CHURCH_ADDRESS,
  MAX_CHURCH_LINK_DAYS,
  MAX_CHURCH_LINK_USES,
  MAX_CHURCH_NAME,
  MAX_CHURCH_PHONE,
  MAX_CHURCH_PLACE,
  MAX_CHURCH_TITLE,
  MAX_CHURCH_TRADITION,
  MAX_DIRECTORY_PAGE,
  MAX_MAIL_INVITATIONS,
  MAX_PIN_DAYS,
  MAX_SERVICE_LANGUAGE,
  MAX_SERVICE_TIMES,
  MAX_URL_LENGTH,
} from "./limits";
import { multiLine, nameText, oneLine, optionalText, titleText } from "./text";
import { timeZone } from "./time-zones";
import { imageChange } from "./uploads";
import { PublicUser } from "./users";
import { CreateGroupBody } from "./groups";

/**
 * Who a church's people are to it. Owners and leaders have the same rights over the church's
 * life (its page, who belongs, its groups, what is posted in it); only owners name leaders and
 * owners, and a church always keeps at least one owner.
 */
export const CHURCH_ROLES = ["owner", "leader", "member"] as const;
export type ChurchRole = (typeof CHURCH_ROLES)[number];

/** How someone comes to belong: by joining, by asking a leader, or only through an invitation. */
export const JOIN_MODES = ["open", "request", "invitation"] as const;
export type JoinMode = (typeof JOIN_MODES)[number];

/** Days of a service, Sunday first (as JavaScript's getDay() counts them). */
export const SERVICE_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

// A church's address on the site: /churches/<slug>. Lower-case letters, digits and single
// hyphens, so that it reads well in a bulletin; a few words are kept for the site's own pages.
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MIN_SLUG = 3;
export const MAX_SLUG = 60;
export const RESERVED_SLUGS = ["mine", "new", "search", "links", "invitations", "join"] as const;

const slug = z
  .string({ error: "Web address must be text" })
  .trim()
  .toLowerCase()
  .min(MIN_SLUG, `Web address must be at least ${MIN_SLUG} characters`)
  .max(MAX_SLUG, `Web address must be at most ${MAX_SLUG} characters`)
  .regex(SLUG_PATTERN, "Web address may hold only letters, digits and single hyphens")
  // Digits alone would read as a church's id (/churches/12 finds church 12 too).
  .refine((v) => /[a-z]/.test(v), "Web address must contain a letter")
  .refine((v) => !(RESERVED_SLUGS as readonly string[]).includes(v), "That web address is taken");

/** A church named in a path by its web address, or by its id (notices link so: ids never change). */
// Any text: a name of the wrong shape names no church, which is a 404 like any unknown one.
export const SlugParams = z.object({ slug: z.string() });

/** What a church's group is for: a ministry, a Bible study, or a prayer team (which receives "prayer team only" requests). */
const CHURCH_GROUP_KINDS = ["ministry", "study", "prayer_team"] as const;
export type ChurchGroupKind = (typeof CHURCH_GROUP_KINDS)[number];

/** A leader makes one of the church's groups: a group's fields, and what it is for. */
export const CreateChurchGroupBody = CreateGroupBody.extend({
  kind: z.enum(CHURCH_GROUP_KINDS, { error: `Kind must be one of ${CHURCH_GROUP_KINDS.join(", ")}` }),
});
export type CreateChurchGroupBody = z.input<typeof CreateChurchGroupBody>;

const name = z
  .string({ error: "Please enter the church's name" })
  .trim()
  .min(1, "Please enter the church's name")
  .check(...nameText("Church name"))
  .max(MAX_CHURCH_NAME, `Church name must be at most ${MAX_CHURCH_NAME} characters`);

const website = z
  .string({ error: "Website must be text" })
  .trim()
  .check(...oneLine("Website"))
  .max(MAX_URL_LENGTH, "Website is too long")
  .refine((v) => v === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), "Website must be an http(s) address")
  .nullish()
  .transform((v) => v || null);

const contactEmail = z
  .union([z.literal(""), email], { error: "Please enter a valid email address" })
  .nullish()
  .transform((v) => v || null);

export const ServiceTime = z.object({
  day: z
    .number({ error: "Day must be a number from 0 (Sunday) to 6" })
    .int("Day must be a number from 0 (Sunday) to 6")
    .min(0, "Day must be a number from 0 (Sunday) to 6")
    .max(6, "Day must be a number from 0 (Sunday) to 6"),
  time: z.string({ error: "Time must be HH:MM" }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "Time must be HH:MM"),
  timeZone,
  language: optionalText("Service language", MAX_SERVICE_LANGUAGE, oneLine),
});
export type ServiceTime = z.output<typeof ServiceTime>;

/** A service time as the page shows it (checked when written). */
const ServiceTimeShown = z.object({ day: z.number(), time: z.string(), timeZone: z.string(), language: z.string().nullable() });

const serviceTimes = z
  .array(ServiceTime, { error: "Service times must be a list" })
  .max(MAX_SERVICE_TIMES, `A church lists at most ${MAX_SERVICE_TIMES} service times`);

const joinMode = z.enum(JOIN_MODES, { error: "Joining must be 'open', 'request' or 'invitation'" });

/** Everything a leader writes about the church, each field optional but the name. */
const details = {
  about: optionalText("About", MAX_CHURCH_ABOUT, multiLine),
  tradition: optionalText("Tradition", MAX_CHURCH_TRADITION, oneLine),
  address: optionalText("Address", MAX_CHURCH_ADDRESS, multiLine),
  place: optionalText("Place", MAX_CHURCH_PLACE, oneLine),
  website,
  contactEmail,
  contactPhone: optionalText("Phone", MAX_CHURCH_PHONE, oneLine),
};

/** A new church: its creator is its first owner. Without a web address, one is made from the name. */
export const CreateChurchBody = z.object({
  name,
  slug: slug.optional(),
  ...details,
  serviceTimes: serviceTimes.default([]),
  joinMode: joinMode.default("request"),
});
export type CreateChurchBody = z.input<typeof CreateChurchBody>;

/** A leader's change: only the fields sent change (a blank one is cleared). */
export const UpdateChurchBody = z
  .object({
    name: name.optional(),
    slug: slug.optional(),
    about: details.about.optional(),
    tradition: details.tradition.optional(),
    address: details.address.optional(),
    place: details.place.optional(),
    website: details.website.optional(),
    contactEmail: details.contactEmail.optional(),
    contactPhone: details.contactPhone.optional(),
    serviceTimes: serviceTimes.optional(),
    joinMode: joinMode.optional(),
    /** The upload URL of a new logo or banner (the one before is deleted), or null to remove it. */
    logoUrl: imageChange("Logo"),
    bannerUrl: imageChange("Banner"),
  })
  .transform((body) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)))
  .refine((body) => Object.keys(body).length > 0, "Nothing to change");
export type UpdateChurchBody = z.input<typeof UpdateChurchBody>;

/** What a member shows the church's other members in its directory, each their own choice. */
export const DirectorySharing = z.object({
  shareEmail: z.boolean(),
  sharePhone: z.boolean(),
  shareBirthday: z.boolean(),
});
export type DirectorySharing = z.infer<typeof DirectorySharing>;

/** A church as a list shows it. */
export const ChurchSummary = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  tradition: z.string().nullable(),
  place: z.string().nullable(),
  joinMode: z.enum(JOIN_MODES),
  memberCount: z.number(),
  /** Its images (/objects/images/...), or null when it has none. */
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  /** The viewer's place in it; null when they do not belong. */
  myRole: z.enum(CHURCH_ROLES).nullable(),
});
export type ChurchSummary = z.infer<typeof ChurchSummary>;

/** A church's page, for anyone signed in. */
export const Church = ChurchSummary.extend({
  about: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  serviceTimes: z.array(ServiceTimeShown),
  createdAt: z.string(),
  /** The viewer's title there (Pastor, Elder), when they lead it. */
  myTitle: z.string().nullable(),
  /** The viewer has asked to join and waits for a leader's answer. */
  requested: z.boolean(),
  /** For leaders: how many wait for an answer. */
  pendingRequests: z.number().nullable(),
  /** For members: what they show the others in the directory. */
  mySharing: DirectorySharing.nullable(),
  /** For members: whether it has a prayer team, so a request may be shared with the team alone. */
  hasPrayerTeam: z.boolean(),
});
export type Church = z.infer<typeof Church>;

/** A member changes what they show: only the choices sent change. */
export const DirectorySharingBody = z
  .object({
    shareEmail: z.boolean({ error: "shareEmail must be true or false" }).optional(),
    sharePhone: z.boolean({ error: "sharePhone must be true or false" }).optional(),
    shareBirthday: z.boolean({ error: "shareBirthday must be true or false" }).optional(),
  })
  .refine((b) => b.shareEmail !== undefined || b.sharePhone !== undefined || b.shareBirthday !== undefined, "Nothing to change");

/**
 * One entry of a church's directory: the member's name and picture, their place and the
 * church's groups they are in; their e-mail, phone and birthday (month and day, "03-14") only
 * where they chose to show them to this church and have them.
 */
export const ChurchMember = z.object({
  user: PublicUser,
  role: z.enum(CHURCH_ROLES),
  title: z.string().nullable(),
  joinedAt: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  /** The church's groups they belong to that the viewer may see. */
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ChurchMember = z.infer<typeof ChurchMember>;

/**
 * A page of the directory: its leaders first, then everyone by name; `after` is the last member
 * shown (their user id), `q` a part of a name to look for.
 */
export const DirectoryQuery = z.object({
  after: Id.optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_DIRECTORY_PAGE, `limit must be at most ${MAX_DIRECTORY_PAGE}`)
    .default(DIRECTORY_PAGE),
  q: z
    .string({ error: "Search text must be text" })
    .trim()
    .check(...oneLine("Search text"))
    .max(MAX_CHURCH_NAME, "Search text is too long")
    .default(""),
});

/** Someone waiting for a leader to admit them. */
export const JoinRequest = z.object({ user: PublicUser, requestedAt: z.string() });
export type JoinRequest = z.infer<typeof JoinRequest>;

export const ChurchSearchQuery = z.object({
  q: z
    .string({ error: "Search text must be text" })
    .trim()
    .check(...oneLine("Search text"))
    .max(MAX_CHURCH_NAME, "Search text is too long")
    .default(""),
});

export const ChurchMemberParams = SlugParams.extend({ userId: Id });

/** An owner names someone's place; a title (Pastor, Elder, Worship leader) goes with leading. */
export const ChurchRoleBody = z.object({
  role: z.enum(CHURCH_ROLES, { error: "Role must be 'owner', 'leader' or 'member'" }),
  title: optionalText("Title", MAX_CHURCH_TITLE, nameText),
});

/** A leader answers a request to join. */
export const JoinAnswerBody = z.object({
  admit: z.boolean({ error: "admit must be true or false" }),
});

export const ChurchBanBody = z.object({ userId: Id });
export const ChurchBan = z.object({ user: PublicUser, bannedBy: PublicUser.nullable(), bannedAt: z.string() });
export type ChurchBan = z.infer<typeof ChurchBan>;

// Invitation links: a short code anyone holding it may use to join, shown also as a QR code.

/** How a link's code looks: 12 characters of base64url (72 random bits). */
const LINK_CODE_PATTERN = /^[A-Za-z0-9_-]{12}$/;
export const LinkCodeParams = z.object({ code: z.string().regex(LINK_CODE_PATTERN, "This invitation link is not valid") });

export const CreateLinkBody = z.object({
  /** Days until it stops working; null (or left out) for never. */
  expiresInDays: z
    .number({ error: "Expiry must be a number of days" })
    .int("Expiry must be a whole number of days")
    .min(1, "Expiry must be at least 1 day")
    .max(MAX_CHURCH_LINK_DAYS, `Expiry must be at most ${MAX_CHURCH_LINK_DAYS} days`)
    .nullish()
    .transform((v) => v ?? null),
  /** How many people may join through it; null (or left out) for any number. */
  maxUses: z
    .number({ error: "Uses must be a number" })
    .int("Uses must be a whole number")
    .min(1, "Uses must be at least 1")
    .max(MAX_CHURCH_LINK_USES, `Uses must be at most ${MAX_CHURCH_LINK_USES}`)
    .nullish()
    .transform((v) => v ?? null),
});
export type CreateLinkBody = z.input<typeof CreateLinkBody>;

export const LINK_STATES = ["active", "expired", "used-up", "revoked"] as const;

export const InviteLink = z.object({
  id: z.number(),
  code: z.string(),
  state: z.enum(LINK_STATES),
  expiresAt: z.string().nullable(),
  maxUses: z.number().nullable(),
  uses: z.number(),
  createdAt: z.string(),
  createdBy: PublicUser.nullable(),
  /** Whom a mailed invitation was sent to (its link admits one person); null for a link to share. */
  email: z.string().nullable(),
});
export type InviteLink = z.infer<typeof InviteLink>;

/** Leaders invite a list of people by e-mail: each gets a link of their own, for one person. */
export const MailInvitationsBody = z.object({
  emails: z
    .array(z.string({ error: "Each address must be a valid e-mail address" }), { error: "emails must be a list of addresses" })
    .min(1, "Enter at least one e-mail address")
    .max(MAX_MAIL_INVITATIONS, `Invite at most ${MAX_MAIL_INVITATIONS} addresses at once`)
    .transform((list) => [...new Set(list.map((address) => address.trim().toLowerCase()))])
    .refine((list) => list.every((address) => email.safeParse(address).success), "Each address must be a valid e-mail address"),
});
export type MailInvitationsBody = z.input<typeof MailInvitationsBody>;

/** How a list went: how many were mailed, and how many left out (members already, or kept out). */
export const MailInvitationsResult = z.object({ invited: z.number(), skipped: z.number() });
export type MailInvitationsResult = z.infer<typeof MailInvitationsResult>;

export const LinkParams = SlugParams.extend({ id: Id });

/**
 * What a link shows before anyone uses it, signed in or not: which church it leads to, so that
 * a newcomer who scanned it on Sunday knows where they are signing up.
 */
export const LinkPreview = z.object({
  church: z.object({
    slug: z.string(),
    name: z.string(),
    tradition: z.string().nullable(),
    place: z.string().nullable(),
    memberCount: z.number(),
    /** Its images, served to whoever holds the link (their URLs carry it). */
    logoUrl: z.string().nullable(),
    bannerUrl: z.string().nullable(),
  }),
});
export type LinkPreview = z.infer<typeof LinkPreview>;

// Announcements: a leader's word to the whole church, pinned on members' home pages a while.

export const CreateAnnouncementBody = z.object({
  title: titleText(MAX_ANNOUNCEMENT_TITLE),
  body: z
    .string({ error: "Please write the announcement" })
    .trim()
    .min(1, "Please write the announcement")
    .check(...multiLine("Announcement"))
    .max(MAX_ANNOUNCEMENT_BODY, `Announcement must be at most ${MAX_ANNOUNCEMENT_BODY} characters`),
  /** How many days it stays pinned on members' home pages. */
  pinDays: z
    .number({ error: "Pinned days must be a number" })
    .int("Pinned days must be a whole number")
    .min(1, "Pinned days must be at least 1")
    .max(MAX_PIN_DAYS, `Pinned days must be at most ${MAX_PIN_DAYS}`)
    .default(DEFAULT_PIN_DAYS),
});
export type CreateAnnouncementBody = z.input<typeof CreateAnnouncementBody>;

export const Announcement = z.object({
  id: z.number(),
  church: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  /** The leader who wrote it, as far as the reader is shown them. */
  author: PublicUser.nullable(),
  title: z.string(),
  body: z.string(),
  verses: z.array(VerseRef),
  pinnedUntil: z.string(),
  /** Still pinned (on members' home pages) at the time of reading. */
  pinned: z.boolean(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof Announcement>;

export const AnnouncementParams = SlugParams.extend({ id: Id });
