import { useStore } from "@nanostores/react";
import { Link, useLocation } from "wouter";
import { CountBadge } from "@/components/count-badge";
import { useNewMessages } from "@/features/messages/unread-messages";
import { useCurrentUser } from "@/lib/use-auth";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { isNavItemActive, messagesNavWords, NAV_ITEMS, navMessages } from "./nav-items";

const messages = i18n("components/mobile-tab-bar", {
  main: "Main",
});

/** Below md the main links move to a bottom tab bar, where a thumb can reach them. */
export function MobileTabBar() {
  const t = useStore(messages);
  const nav = useStore(navMessages);
  const newMessages = useNewMessages();
  const messagesLabel = useStore(messagesNavWords).unread(newMessages);
  const [pathname] = useLocation();
  const viewerId = useCurrentUser().id;
  return (
    <nav
      aria-label={t.main}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      {/* Each item as wide as its label and an equal share of what is left: a long label ("Depuración")
          takes the room a short one ("Perfil") does not need. */}
      <ul className="mx-auto flex h-16 max-w-md">
        {NAV_ITEMS.filter((item) => item.tabBar !== false).map(({ name, href, icon: Icon }) => {
          const active = isNavItemActive(href, pathname, viewerId);
          const badge = name === "messages" && newMessages > 0;
          return (
            <li key={href} className="flex min-w-0 flex-auto">
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                aria-label={badge ? messagesLabel : undefined}
                className={cn(
                  // Eight items share a phone's width: the labels are set small and close, as phones' own tab bars set
                  // theirs (every language's fit a 360 px phone); on narrower ones a long one is cut short rather than run
                  // into the next.
                  "flex min-w-0 flex-1 flex-col items-center justify-center gap-1 px-px text-[0.625rem] leading-tight font-semibold tracking-tight outline-none focus-visible:bg-muted",
                  active ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <span className="relative">
                  <Icon aria-hidden="true" className={cn("size-5", active && "stroke-[2.5]")} />
                  {badge && <CountBadge count={newMessages} testId="messages-tab-badge" className="absolute -top-1.5 left-3" />}
                </span>
                <span className="max-w-full truncate">{nav[name]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
