import {
  AlarmClock,
  AtSign,
  Bell,
  BookOpen,
  CalendarClock,
  CalendarX,
  Church,
  Flag,
  Megaphone,
  CircleArrowUp,
  CircleCheck,
  HandHeart,
  MessageCircle,
  MessageCircleQuestion,
  MessageCircleReply,
  Newspaper,
  ShieldCheck,
  TriangleAlert,
  UserCheck,
  UserPlus,
  Users,
  type LucideIcon,
} from "lucide-react";
import { type NoticeType, isNoticeType } from "@contract/notice-types";
import { cn } from "@/lib/utils";

const FALLBACK = { icon: Bell, tone: "bg-muted text-muted-foreground" };

const ICONS: Record<NoticeType, { icon: LucideIcon; tone: string }> = {
  friend_request: { icon: UserPlus, tone: "bg-primary/10 text-primary" },
  friend_accepted: { icon: UserCheck, tone: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300" },
  post_prayer: { icon: HandHeart, tone: "bg-gold/20 text-accent-foreground" },
  // A request I pray for has news from its author.
  prayer_update: { icon: Newspaper, tone: "bg-gold/20 text-accent-foreground" },
  // A request I pray for was answered.
  prayer_answered: { icon: CircleCheck, tone: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300" },
  // My own request went quiet: does it still need prayer?
  prayer_check: { icon: MessageCircleQuestion, tone: "bg-gold/20 text-accent-foreground" },
  // The daily reminder to pray through my list.
  prayer_reminder: { icon: AlarmClock, tone: "bg-primary/10 text-primary" },
  reading_plan: { icon: BookOpen, tone: "bg-primary/10 text-primary" },
  post_comment: { icon: MessageCircle, tone: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300" },
  // Someone answered my comment.
  comment_reply: { icon: MessageCircleReply, tone: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300" },
  // Someone named me in a post or a comment.
  mention: { icon: AtSign, tone: "bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300" },
  group_invitation: { icon: Users, tone: "bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300" },
  // To a church's leaders: someone asks to join it.
  church_join_request: { icon: UserPlus, tone: "bg-primary/10 text-primary" },
  // I was admitted to a church, or joined it through an invitation.
  church_admitted: { icon: Church, tone: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300" },
  // A leader of my church spoke to the whole church.
  church_announcement: { icon: Megaphone, tone: "bg-gold/20 text-accent-foreground" },
  // My church's devotion for today is there to read.
  devotion: { icon: BookOpen, tone: "bg-primary/10 text-primary" },
  prayer_team_request: { icon: HandHeart, tone: "bg-primary/10 text-primary" },
  // An event I answered starts soon.
  event_reminder: { icon: CalendarClock, tone: "bg-primary/10 text-primary" },
  // Someone wrote in the discussion of an event I organise.
  event_comment: { icon: MessageCircle, tone: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300" },
  // An event I answered was moved or cancelled: worth a second look before setting out.
  event_changed: { icon: CalendarX, tone: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300" },
  // Its organiser wrote to everyone going.
  event_message: { icon: Megaphone, tone: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300" },
  // A place opened and I moved up from the waiting list: good news.
  event_moved_up: { icon: CircleArrowUp, tone: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300" },
  // A moderator acted on something of mine (removed it, warned me): heed it.
  moderation: { icon: TriangleAlert, tone: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300" },
  // A group's admin removed my post or comment there.
  group_removal: { icon: TriangleAlert, tone: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300" },
  // I was appointed a moderator, or stood down.
  site_role: { icon: ShieldCheck, tone: "bg-primary/10 text-primary" },
  // To a moderator: reports wait to be reviewed.
  reports_waiting: { icon: Flag, tone: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300" },
  signup_waiting: { icon: UserPlus, tone: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300" },
  // Someone I invited to the site has joined.
  invitation_accepted: { icon: UserCheck, tone: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300" },
  // A report I sent has been looked at.
  report_handled: { icon: ShieldCheck, tone: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300" },
  // A live prayer room opened in a group of mine: the plain bell.
  group_room: FALLBACK,
};

/** A round badge telling the kind of notification at a glance; a plain bell for unknown kinds. */
export function NotificationIcon({ type, className }: { type: string; className?: string }) {
  const { icon: Icon, tone } = isNoticeType(type) ? ICONS[type] : FALLBACK;
  return (
    <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-full", tone, className)}>
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}
