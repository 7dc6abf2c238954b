import { bibleRoutes } from "./bible";
import { bibleVerseOfTheDayRoutes } from "./bible-verse-of-the-day";
import { bibleSearchRoutes } from "./bible-search";
import type { FastifyInstance } from "fastify";
import { accountContactRoutes } from "./account-contact";
import { accountDeletionRoutes } from "./account-deletion";
import { accountEmailRoutes } from "./account-email";
import { accountExportRoutes } from "./account-export";
import { accountLanguageRoutes } from "./account-language";
import { accountSessionRoutes } from "./account-sessions";
import { adminRoutes } from "./admin";
import { authRoutes } from "./auth";
import { churchAnnouncementRoutes } from "./church-announcements";
import { churchBanRoutes } from "./church-bans";
import { homeFeedSettingRoutes } from "./home-feed-settings";
import { churchGroupRoutes } from "./church-groups";
import { churchLinkRoutes } from "./church-links";
import { churchRoutes } from "./churches";
import { commentRoutes } from "./comments";
import { connectionRoutes } from "./connections";
import { demoRoutes } from "./demo";
import { devotionRoutes } from "./devotions";
import type { Deps } from "./deps";
import { eventCommentRoutes } from "./event-comments";
import { eventOccurrenceRoutes } from "./event-occurrences";
import { eventSettingsRoutes } from "./event-settings";
import { messageRoutes } from "./messages";
import { eventRoutes } from "./events";
import { groupBanRoutes } from "./group-bans";
import { groupRoutes } from "./groups";
import { healthRoutes } from "./health";
import { mailPreferenceRoutes } from "./mail-preferences";
import { moderationRoutes } from "./moderation";
import { notificationStreamRoutes } from "./notification-stream";
import { notificationRoutes } from "./notifications";
import { passwordRoutes } from "./password";
import { postRoutes } from "./posts";
import { prayerRoutes } from "./prayer";
import { reactionRoutes } from "./reactions";
import { churchPlanRoutes } from "./church-plans";
import { readingPlanRoutes } from "./reading-plans";
import { readingTogetherRoutes } from "./reading-together";
import { profileRoutes } from "./profile";
import { pushRoutes } from "./push";
import { reportRoutes } from "./reports";
import { roomPresenceRoutes } from "./room-presence-stream";
import { roomRoutes } from "./rooms";
import { safetyRoutes } from "./safety";
import { searchRoutes } from "./search";
import { mentionRoutes } from "./mentions";
import { siteRoutes } from "./site";
import { siteInvitationRoutes } from "./site-invitations";
import { uploadRoutes } from "./uploads";

/**
 * Every route module of the API, in the order the app adds them (the OpenAPI document lists
 * them so). The web client's own routes come last, outside this list: they answer whatever no
 * API route does.
 */
export const ROUTES: ((app: FastifyInstance, deps: Deps) => void)[] = [
  healthRoutes,
  siteRoutes,
  siteInvitationRoutes,
  authRoutes,
  accountDeletionRoutes,
  passwordRoutes,
  accountEmailRoutes,
  postRoutes,
  commentRoutes,
  reactionRoutes,
  prayerRoutes,
  connectionRoutes,
  demoRoutes,
  profileRoutes,
  safetyRoutes,
  groupRoutes,
  groupBanRoutes,
  churchRoutes,
  churchBanRoutes,
  homeFeedSettingRoutes,
  churchLinkRoutes,
  churchAnnouncementRoutes,
  churchGroupRoutes,
  devotionRoutes,
  eventRoutes,
  eventOccurrenceRoutes,
  eventCommentRoutes,
  eventSettingsRoutes,
  messageRoutes,
  bibleRoutes,
  readingPlanRoutes,
  churchPlanRoutes,
  readingTogetherRoutes,
  bibleVerseOfTheDayRoutes,
  bibleSearchRoutes,
  uploadRoutes,
  notificationRoutes,
  notificationStreamRoutes,
  mailPreferenceRoutes,
  accountLanguageRoutes,
  accountContactRoutes,
  pushRoutes,
  accountSessionRoutes,
  accountExportRoutes,
  reportRoutes,
  roomRoutes,
  roomPresenceRoutes,
  moderationRoutes,
  adminRoutes,
  searchRoutes,
  mentionRoutes,
];
