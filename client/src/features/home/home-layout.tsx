import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { i18n } from "@/lib/i18n";

const messages = i18n("home/home-layout", {
  yourCommunity: "Your community",
  discover: "Discover",
});

/**
 * The home page's three columns: left, the connection-requests panel;
 * middle, the composer and feed; right, suggestions, requests and 'Coming Soon'.
 * On phones the middle column comes first, because the feed is why people open the app.
 */
export function HomeLayout({ left, main, right }: { left?: ReactNode; main: ReactNode; right?: ReactNode }) {
  const t = useStore(messages);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)_18rem] xl:grid-cols-[17rem_minmax(0,1fr)_21rem]">
      <aside aria-label={t.yourCommunity} className="order-2 flex min-w-0 flex-col gap-6 lg:order-1">
        {left}
      </aside>
      <div className="order-1 flex min-w-0 flex-col gap-6 lg:order-2">{main}</div>
      <aside aria-label={t.discover} className="order-3 flex min-w-0 flex-col gap-6">
        {right}
      </aside>
    </div>
  );
}
