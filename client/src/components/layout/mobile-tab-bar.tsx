import { useStore } from "@nanostores/react";
import { Link, useLocation } from "wouter";
import { useCurrentUser } from "@/lib/use-auth";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { isNavItemActive, NAV_ITEMS, navMessages } from "./nav-items";

const messages = i18n("components/mobile-tab-bar", {
  main: "Main",
});

/** Below md the main links move to a bottom tab bar, where a thumb can reach them. */
export function MobileTabBar() {
  const t = useStore(messages);
  const nav = useStore(navMessages);
  const [pathname] = useLocation();
  const viewerId = useCurrentUser().id;
  return (
    <nav
      aria-label={t.main}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-7">
        {NAV_ITEMS.map(({ name, href, icon: Icon }) => {
          const active = isNavItemActive(href, pathname, viewerId);
          return (
            <li key={href} className="flex">
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  // Seven items share a phone's width: the labels are set small, as phones' own tab bars set theirs, so
                  // that the longest ("Depuración") still fits its column.
                  "flex min-w-0 flex-1 flex-col items-center justify-center gap-1 text-[0.625rem] leading-tight font-semibold tracking-tight outline-none focus-visible:bg-muted",
                  active ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon aria-hidden="true" className={cn("size-5", active && "stroke-[2.5]")} />
                {nav[name]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
