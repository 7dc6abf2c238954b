import type { ReactNode } from "react";

/**
 * The home page's three columns: left, the connection-requests panel;
 * middle, the composer and feed; right, suggestions, requests and 'Coming Soon'.
 * On phones the middle column comes first, because the feed is why people open the app.
 */
export function HomeLayout({ left, main, right }: { left?: ReactNode; main: ReactNode; right?: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)_18rem] xl:grid-cols-[17rem_minmax(0,1fr)_21rem]">
      <aside aria-label="Your community" className="order-2 flex min-w-0 flex-col gap-6 lg:order-1">
        {left}
      </aside>
      <div className="order-1 flex min-w-0 flex-col gap-6 lg:order-2">{main}</div>
      <aside aria-label="Discover" className="order-3 flex min-w-0 flex-col gap-6">
        {right}
      </aside>
    </div>
  );
}
