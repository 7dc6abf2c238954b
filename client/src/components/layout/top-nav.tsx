import { useStore } from "@nanostores/react";
import { Suspense } from "react";
import { Link, useLocation } from "wouter";
import { Brand } from "@/components/brand";
import { CountBadge } from "@/components/count-badge";
import { ErrorBoundary } from "@/components/error-boundary";
import { useNewMessages } from "@/features/messages/unread-messages";
import { ModerationNavLink } from "@/features/moderation/moderation-nav-link";
import { NotificationBell } from "@/features/notifications/notification-bell";
import { SearchBox } from "@/features/search/search-box";
import { useSiteLogo } from "@/features/site/site-queries";
import { useCurrentUser } from "@/lib/use-auth";
import { i18n } from "@/lib/i18n";
import { isModerator } from "@/lib/moderation-cache";
import { retryableLazy } from "@/lib/retryable-lazy";
import { cn } from "@/lib/utils";
import { isNavItemActive, messagesNavWords, NAV_ITEMS, navMessages } from "./nav-items";
import { UserMenu } from "./user-menu";

const LiveNowLink = retryableLazy(() => import("@/features/rooms/live-now-link").then((m) => m.LiveNowLink));
// The team's link to the admin page: its code (and icon) is for the team's pages alone.
const AdminNavLink = retryableLazy(() => import("./admin-nav-link").then((m) => m.AdminNavLink));

const messages = i18n("components/top-nav", {
  home: "Koinonia home",
  main: "Main",
});

const linkClass = (active: boolean) =>
  cn(
    "relative inline-flex h-10 items-center gap-2 rounded-md px-2.5 text-sm font-semibold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring xl:px-2",
    active ? "bg-secondary text-primary" : "text-muted-foreground hover:bg-muted hover:text-foreground",
  );

/**
 * The signed-in header: brand, the main links (from md up, their icons; from xl up, their
 * names instead: beside search, the bell and the account menu there is room for nine names,
 * set a little closer, in every language, but not for nine names and icons; Moderation, with
 * the reports waiting, and Admin, for the team alone), search, the bell and the account menu.
 * Messages carries how many are new, over its corner. The header is never wider than the page (1280 px): beside
 * the team's two links and the search box there is no room for the main links' names, so the
 * team has their icons alone at every width (each named by its title and for screen readers).
 */
export function TopNav() {
  const t = useStore(messages);
  const nav = useStore(navMessages);
  const newMessages = useNewMessages();
  const messagesLabel = useStore(messagesNavWords).unread(newMessages);
  const [pathname] = useLocation();
  const user = useCurrentUser();
  const viewerId = user.id;
  const team = isModerator(user);
  const siteLogo = useSiteLogo();
  return (
    <header className="sticky top-0 z-40 border-b bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link href="/" aria-label={t.home} className="rounded-md text-heading outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Brand logo={siteLogo} />
        </Link>
        <nav aria-label={t.main} className="hidden items-center gap-1 md:flex xl:ml-2">
          {NAV_ITEMS.map(({ name, href, icon: Icon }) => {
            const active = isNavItemActive(href, pathname, viewerId);
            const badge = name === "messages" && newMessages > 0;
            return (
              <Link
                key={href}
                href={href}
                aria-current={active ? "page" : undefined}
                aria-label={badge ? messagesLabel : undefined}
                title={nav[name]}
                className={linkClass(active)}
              >
                <Icon aria-hidden="true" className={team ? "size-4" : "size-4 xl:hidden"} />
                <span className={team ? "sr-only" : "sr-only xl:not-sr-only"}>{nav[name]}</span>
                {/* Over the link's corner, as the bell's is: the row has no room to spare for it. */}
                {badge && <CountBadge count={newMessages} testId="messages-badge" className="absolute -top-1 -right-1 ring-2 ring-card" />}
              </Link>
            );
          })}
          {team && (
            <>
              <ModerationNavLink
                active={isNavItemActive("/moderation", pathname, viewerId)}
                className={linkClass(isNavItemActive("/moderation", pathname, viewerId))}
              />
              <ErrorBoundary fallback={null}>
                <Suspense fallback={null}>
                  <AdminNavLink
                    active={isNavItemActive("/admin", pathname, viewerId)}
                    className={linkClass(isNavItemActive("/admin", pathname, viewerId))}
                  />
                </Suspense>
              </ErrorBoundary>
            </>
          )}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <SearchBox />
          {/* Shown only once rooms are known to be open, after the page's own content: on demand,
              and nothing at all should its code not load (offline). */}
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <LiveNowLink />
            </Suspense>
          </ErrorBoundary>
          <NotificationBell />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
