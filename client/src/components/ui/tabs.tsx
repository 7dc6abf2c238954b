/**
 * Tabs as the WAI-ARIA tabs pattern has them: a tablist of tab buttons, one panel shown; the
 * arrow keys, Home and End move between tabs and select the one they reach, and only the
 * selected tab is in the Tab order. Written here rather than taken from Radix, whose tabs (with
 * the focus and collection parts they bring) cost the sign-in and moderation pages 8 kB of
 * gzip on their first load; this is the little of it those pages use.
 */
import { type ComponentProps, createContext, type KeyboardEvent, useContext, useId, useState } from "react";
import { cn } from "@/lib/utils";

type TabsState = { selected: string; select: (value: string) => void; id: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts belong inside <Tabs>");
  return state;
}

const tabId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string, value: string) => `${id}-panel-${value}`;

/** The tabs and their panels, the first selected being `defaultValue`. */
export function Tabs({ defaultValue, children, ...props }: ComponentProps<"div"> & { defaultValue: string }) {
  const [selected, select] = useState(defaultValue);
  const id = useId();
  return (
    <TabsContext.Provider value={{ selected, select, id }}>
      <div {...props}>{children}</div>
    </TabsContext.Provider>
  );
}

// Where each key moves the focus among the list's tabs (wrapping round at either end).
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[event.key];
  if (!move) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const next = tabs[move(index, tabs.length)];
  next?.focus();
  next?.click();
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      className={cn("inline-flex min-h-11 w-full items-stretch rounded-lg bg-muted p-1 text-muted-foreground", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const { selected, select, id } = useTabs();
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(id, value)}
      aria-selected={active}
      // Only the selected tab's panel is in the page: a reference to a missing one is invalid.
      aria-controls={active ? panelId(id, value) : undefined}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      onClick={() => select(value)}
      className={cn(
        // A tab's words wrap when the row is short of room (a phone, a longer language), rather than run off it.
        "inline-flex min-h-9 flex-1 items-center justify-center rounded-md px-3 py-1 text-center text-sm leading-tight font-semibold transition-all outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

/** The selected tab's panel; the others are not rendered. */
export function TabsContent({ value, className, ...props }: Omit<ComponentProps<"div">, "value"> & { value: string }) {
  const { selected, id } = useTabs();
  if (value !== selected) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(id, value)}
      aria-labelledby={tabId(id, value)}
      data-state="active"
      className={cn("mt-6 outline-none", className)}
      {...props}
    />
  );
}
