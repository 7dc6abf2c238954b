import { useStore } from "@nanostores/react";
import { type ReactNode, Suspense } from "react";
import type { Church } from "@contract/churches";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { count, i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { badgeText } from "@/components/count-badge";
import { ChurchAbout } from "./church-about";
import { leads } from "./church-roles";

// Each tab but About (what a page opens on) loads when first opened: the prayer wall, the
// announcements, the directory, the groups, the requests, and the leaders' heavier parts
// (forms, the QR encoder); and the events and the devotions, which the page brings.
const PANELS = {
  wall: retryableLazy(() => import("./church-wall").then((m) => m.ChurchWall)),
  announcements: retryableLazy(() => import("./church-announcements").then((m) => m.ChurchAnnouncements)),
  members: retryableLazy(() => import("./members-panel").then((m) => m.MembersPanel)),
  groups: retryableLazy(() => import("./church-groups").then((m) => m.ChurchGroups)),
  requests: retryableLazy(() => import("./join-requests").then((m) => m.JoinRequests)),
  invite: retryableLazy(() => import("./invite-links").then((m) => m.InviteLinks)),
  manage: retryableLazy(() => import("./manage-church").then((m) => m.ManageChurch)),
};

const messages = i18n("churches/church-tabs", {
  sections: "Church sections",
  about: "About",
  wall: "Prayer wall",
  announcements: "Announcements",
  devotions: "Devotions",
  events: "Events",
  members: "Members",
  groups: "Groups",
  requests: "Requests",
  waiting: count({ one: "{count} waiting", other: "{count} waiting" }),
  invite: "Invite",
  manage: "Manage",
  loading: "Loading",
});

type Tab = "about" | "events" | "devotions" | keyof typeof PANELS;

// The tab list: a grid on a phone, three to a row, and one row from where they fit; a
// leader's ten need a wide screen for that, and two rows (five and five) before.
const LAYOUTS = {
  few: "grid-cols-[repeat(3,auto)] sm:flex",
  many: "grid-cols-[repeat(3,auto)] md:grid-cols-[repeat(5,auto)] lg:flex",
};

/**
 * The tabs a viewer has: About, Events and Groups for all; the prayer wall, Announcements,
 * Devotions and Members for members; Requests, Invite and Manage for leaders.
 */
function tabsFor(church: Church): Tab[] {
  if (!church.myRole) return ["about", "events", "groups"];
  const tabs: Tab[] = ["about", "wall", "announcements", "devotions", "events", "members", "groups"];
  return leads(church.myRole) ? [...tabs, "requests", "invite", "manage"] : tabs;
}

/**
 * A church's page below its header. `initialTab` (the address's ?tab=, as a notice of a request
 * links to Requests) opens first when the viewer has it. `events` is what the Events tab shows: the
 * events feature's, with code of its own that loads when the tab is first opened; `devotions`
 * likewise the Devotions tab, the devotions feature's.
 */
export function ChurchTabs({
  church,
  initialTab,
  events,
  devotions,
}: {
  church: Church;
  initialTab: string | null;
  events: ReactNode;
  devotions: ReactNode;
}) {
  const t = useStore(messages);
  const tabs = tabsFor(church);
  const first = tabs.find((tab) => tab === initialTab) ?? "about";
  const waiting = church.pendingRequests ?? 0;
  const lazyPart = (
    <div role="status" aria-label={t.loading}>
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
  return (
    // Drawn anew when the viewer's place changes: the tabs they had may be gone.
    <Tabs key={church.myRole ?? "visitor"} defaultValue={first}>
      <TabsList aria-label={t.sections} className={`grid h-auto gap-1 ${LAYOUTS[tabs.length > 6 ? "many" : "few"]}`}>
        {tabs.map((tab) => (
          // In a grid, each column as wide as its longest word needs ("Announcements") and the
          // room left shared; should even that not fit, a word breaks (hyphenated where the
          // browser can) rather than overflow its cell. In a row, each tab as wide as its words.
          <TabsTrigger
            key={tab}
            value={tab}
            className="gap-1.5 px-1.5 text-[0.8125rem] hyphens-auto wrap-anywhere sm:flex-auto sm:px-3 sm:text-sm"
          >
            {t[tab]}
            {tab === "requests" && waiting > 0 && (
              <>
                <span
                  aria-hidden="true"
                  className="flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-none font-bold text-destructive-foreground"
                >
                  {badgeText(waiting)}
                </span>
                <span className="sr-only">{t.waiting(waiting)}</span>
              </>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="about">
        <ChurchAbout church={church} />
      </TabsContent>
      {tabs.map((tab) => {
        if (tab === "about") return null;
        const Panel = tab === "events" || tab === "devotions" ? null : PANELS[tab];
        return (
          <TabsContent key={tab} value={tab}>
            <Suspense fallback={lazyPart}>{Panel ? <Panel church={church} /> : tab === "events" ? events : devotions}</Suspense>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
