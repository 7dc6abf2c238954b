import type { ComponentType } from "react";
import { retryableLazy } from "@/lib/retryable-lazy";

/**
 * Every page of the app, in one table: its path, the code that loads it (each page is its own
 * chunk, so heavy features load only where used) and whom it is for. The signed-in and
 * signed-out routers are both built from it, so a page added here is routed, and protected,
 * in both at once.
 */

/** Whom a route shows its page to: a signed-in member, a visitor, or both. */
type Audience = "member" | "visitor" | "both";

/** What a tree may tell a page open to both: signed in, it shows inside the app's shell. */
export type PageProps = { inShell?: boolean; onConfirmed?: () => void };

export interface PageRoute {
  path: string;
  for: Audience;
  page: () => Promise<ComponentType<PageProps>>;
}

// The pages a first visit most often opens on: the router fetches their code together with
// its tree's instead of one after the other (each import() runs once: the later load gets the
// module already on its way).
export const loadLandingPage = () => import("@/pages/landing");
export const loadAuthPage = () => import("@/pages/auth");
export const loadHomePage = () => import("@/pages/home");

const landingPage = () => loadLandingPage().then((m) => m.LandingPage);
// One page for the list and a conversation: moving between them keeps the list as it is.
const messagesPage = () => import("@/pages/messages").then((m) => m.MessagesPage);
// One page for /bible and a chapter: /bible only sends the reader on to a chapter.
const biblePage = () => import("@/pages/bible").then((m) => m.BiblePage);
// One page for the plans and a plan's days.
const plansPage = () => import("@/pages/plans").then((m) => m.PlansPage);

// One page writes a church's plan and changes one.
const churchPlanEditor = () => import("@/pages/church-plan-editor").then((m) => m.ChurchPlanEditorPage);

export const ROUTES: readonly PageRoute[] = [
  { path: "/", for: "visitor", page: landingPage },
  { path: "/landing", for: "visitor", page: landingPage },
  { path: "/auth", for: "visitor", page: () => loadAuthPage().then((m) => m.AuthPage) },
  { path: "/", for: "member", page: () => loadHomePage().then((m) => m.HomePage) },
  { path: "/posts/:id", for: "member", page: () => import("@/pages/post").then((m) => m.PostPage) },
  { path: "/profile/:id?", for: "member", page: () => import("@/pages/profile").then((m) => m.ProfilePage) },
  { path: "/groups", for: "member", page: () => import("@/pages/groups").then((m) => m.GroupsPage) },
  { path: "/groups/:id", for: "member", page: () => import("@/pages/group").then((m) => m.GroupPage) },
  { path: "/churches", for: "member", page: () => import("@/pages/churches").then((m) => m.ChurchesPage) },
  { path: "/churches/:slug", for: "member", page: () => import("@/pages/church").then((m) => m.ChurchPage) },
  { path: "/churches/:slug/plans/new", for: "member", page: churchPlanEditor },
  { path: "/churches/:slug/plans/:planId/edit", for: "member", page: churchPlanEditor },
  { path: "/devotions/:id", for: "member", page: () => import("@/pages/devotion").then((m) => m.DevotionPage) },
  { path: "/events", for: "member", page: () => import("@/pages/events").then((m) => m.EventsPage) },
  { path: "/events/:id", for: "member", page: () => import("@/pages/event").then((m) => m.EventPage) },
  { path: "/messages", for: "member", page: messagesPage },
  { path: "/messages/:id", for: "member", page: messagesPage },
  { path: "/debug", for: "member", page: () => import("@/pages/debug").then((m) => m.DebugPage) },
  { path: "/demo", for: "member", page: () => import("@/pages/demo").then((m) => m.DemoPage) },
  { path: "/notifications", for: "member", page: () => import("@/pages/notifications").then((m) => m.NotificationsPage) },
  { path: "/settings", for: "member", page: () => import("@/pages/settings").then((m) => m.SettingsPage) },
  { path: "/prayer", for: "member", page: () => import("@/pages/prayer").then((m) => m.PrayerPage) },
  { path: "/prayer/now", for: "member", page: () => import("@/pages/pray-now").then((m) => m.PrayNowPage) },
  { path: "/moderation", for: "member", page: () => import("@/pages/moderation").then((m) => m.ModerationPage) },
  { path: "/admin", for: "member", page: () => import("@/pages/admin").then((m) => m.AdminPage) },
  { path: "/search", for: "member", page: () => import("@/pages/search").then((m) => m.SearchPage) },
  { path: "/rooms/:id", for: "member", page: () => import("@/pages/room").then((m) => m.RoomPage) },
  { path: "/bible", for: "member", page: biblePage },
  { path: "/bible/:translation/:book/:chapter", for: "member", page: biblePage },
  { path: "/plans", for: "member", page: plansPage },
  { path: "/plans/:key", for: "member", page: plansPage },
  { path: "/plans/together/:id", for: "member", page: () => import("@/pages/reading-together").then((m) => m.ReadingTogetherPage) },
  // Opened from a mail (an unsubscribe link, a password reset, an address to confirm), or the
  // way to one: they work signed in too (e.g. a password forgotten in a signed-in browser).
  { path: "/unsubscribe", for: "both", page: () => import("@/pages/unsubscribe").then((m) => m.UnsubscribePage) },
  { path: "/forgot-password", for: "both", page: () => import("@/pages/forgot-password").then((m) => m.ForgotPasswordPage) },
  { path: "/reset-password", for: "both", page: () => import("@/pages/reset-password").then((m) => m.ResetPasswordPage) },
  { path: "/verify-email", for: "both", page: () => import("@/pages/verify-email").then((m) => m.VerifyEmailPage) },
  // An invitation to a church, often a QR code scanned by someone not yet on Koinonia.
  { path: "/join/:code", for: "both", page: () => import("@/pages/join-church").then((m) => m.JoinChurchPage) },
  // The site's own pages, linked from the sign-up form: read before an account is made, and after.
  { path: "/terms", for: "both", page: () => import("@/pages/site-page").then((m) => m.TermsPage) },
  { path: "/privacy", for: "both", page: () => import("@/pages/site-page").then((m) => m.PrivacyPage) },
];

/** What any other path shows, signed in or out. */
export const loadNotFoundPage = () => import("@/pages/not-found").then((m) => m.NotFoundPage);

const pathsFor = (audience: Exclude<Audience, "both">) =>
  new Set(ROUTES.filter((route) => route.for === audience || route.for === "both").map((route) => route.path));
const memberPaths = pathsFor("member");
const visitorPaths = pathsFor("visitor");

/** The routes of the signed-in tree, in the table's order. */
export const MEMBER_ROUTES = ROUTES.filter((route) => route.for !== "visitor");
/** The routes of the signed-out tree, in the table's order. */
export const VISITOR_ROUTES = ROUTES.filter((route) => route.for !== "member");

/**
 * Paths that need a signed-in member. A visitor landing on one is told so and sent to sign in,
 * then brought back, so a shared link to a post, a group or a room works for a visitor too.
 */
export const PROTECTED_PATHS = [...memberPaths].filter((path) => !visitorPaths.has(path));

/** Paths only a visitor has a page on (the landing and sign-in pages): a member is sent home. */
export const VISITOR_ONLY_PATHS = [...visitorPaths].filter((path) => !memberPaths.has(path));

export interface RoutedPage {
  route: PageRoute;
  Page: ComponentType<PageProps>;
  /** The first path of the page's routes: the key its route element is known by. */
  key: string;
}

/**
 * Each route with a lazily loaded component for its page, made when a tree's module loads.
 * Routes that load the same page share its component and key, so moving between their paths
 * (the landing page's "/" and "/landing") keeps the page as it is rather than drawing it anew.
 */
export function routedPages(routes: readonly PageRoute[]): RoutedPage[] {
  const byLoader = new Map<PageRoute["page"], Omit<RoutedPage, "route">>();
  return routes.map((route) => {
    let page = byLoader.get(route.page);
    if (!page) {
      page = { Page: retryableLazy(route.page), key: route.path };
      byLoader.set(route.page, page);
    }
    return { route, ...page };
  });
}
