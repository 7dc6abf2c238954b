import { useStore } from "@nanostores/react";
import { Suspense } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { ConnectionRequestsPanel } from "@/features/connections/connection-requests-panel";
import { PendingRequestsNotice } from "@/features/connections/pending-requests-notice";
import { SuggestionsCard } from "@/features/connections/suggestions-card";
import { ComingSoonCard } from "@/features/home/coming-soon-card";
import { HomeLayout } from "@/features/home/home-layout";
import { PinnedAnnouncementsSlot } from "@/features/home/pinned-announcements-slot";
import { ProfileSummaryCard } from "@/features/home/profile-summary-card";
import { Composer } from "@/features/posts/composer";
import { SUGGESTIONS_ANCHOR } from "@/features/posts/empty-feed";
import { Feed } from "@/features/posts/feed";
import { i18n, params } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useCurrentUser } from "@/lib/use-auth";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/home", {
  title: "Home",
  welcome: params<{ name: string }>("Welcome, {name}"),
  // Greets a member who has not given a first name.
  friend: "friend",
  description: "Share what is on your heart, pray for one another and grow together in fellowship.",
});

const REQUESTS_ANCHOR = "connection-requests";
// Its own chunk, fetched beside the feed rather than before it.
const LiveNowCard = retryableLazy(() => import("@/features/rooms/live-now-card").then((m) => m.LiveNowCard));
// So is "Upcoming", my next events: what the home page imports up front, every signed-in page
// loads too. Its list's code and request wait until the feed is on screen.
const UpcomingCard = retryableLazy(() => import("@/features/home/upcoming-card").then((m) => m.UpcomingCard));
const UpcomingEvents = retryableLazy(() => import("@/features/events/upcoming-events").then((m) => m.UpcomingEvents));
// The verse of the day too, and its request waits until the feed is on screen.
const VerseOfTheDayCard = retryableLazy(() => import("@/features/bible/verse-of-the-day-card").then((m) => m.VerseOfTheDayCard));
// Today's devotion of my churches likewise (nothing on a day without one).
const TodaysDevotionCard = retryableLazy(() => import("@/features/devotions/todays-devotion-card").then((m) => m.TodaysDevotionCard));
// Today's reading, only for a member following a reading plan: the same, after the feed.
const TodaysReadingCard = retryableLazy(() => import("@/features/plans/todays-reading-card").then((m) => m.TodaysReadingCard));

/**
 * The home page. Its requests are fixed however long the feed is: the signed-in user, one feed
 * page, my churches' pinned announcements, suggestions, requests (shared by both requests
 * panels), my next events, the verse of the day and my reading plans.
 */
export function HomePage() {
  const user = useCurrentUser();
  const t = useStore(messages);
  useDocumentTitle(t.title);
  return (
    <HomeLayout
      left={
        <>
          <ProfileSummaryCard user={user} />
          <ConnectionRequestsPanel id={REQUESTS_ANCHOR} />
          {/* Beside the feed, not above it: it loads after the feed is on screen, and above
              it would push the posts down under the reader's hand (or under an open menu). */}
          <Suspense fallback={null}>
            <LiveNowCard />
          </Suspense>
        </>
      }
      main={
        <>
          <PageHeader
            className="mb-0"
            title={t.welcome({ name: user.firstName || t.friend })}
            description={<span className="hidden sm:inline">{t.description}</span>}
          />
          <PendingRequestsNotice targetId={REQUESTS_ANCHOR} className="lg:hidden" />
          <Composer />
          {/* On narrow screens the side columns come after the feed, which goes on for as long
              as one scrolls: the day's verse is here instead, under the composer it shares to. */}
          <Suspense fallback={null}>
            <VerseOfTheDayCard id="verse-of-the-day-narrow" className="lg:hidden" />
          </Suspense>
          <Suspense fallback={null}>
            <TodaysDevotionCard id="todays-devotion-narrow" className="lg:hidden" />
          </Suspense>
          <Suspense fallback={null}>
            <TodaysReadingCard id="todays-reading-narrow" className="lg:hidden" />
          </Suspense>
          {/* Between the composer and the posts: one that arrives after the feed moves the
              posts, never the composer someone is writing in. */}
          <PinnedAnnouncementsSlot />
          <Feed />
        </>
      }
      right={
        <>
          <Suspense fallback={null}>
            <VerseOfTheDayCard id="verse-of-the-day" className="hidden lg:block" />
          </Suspense>
          <Suspense fallback={null}>
            <TodaysDevotionCard id="todays-devotion" className="hidden lg:block" />
          </Suspense>
          <Suspense fallback={null}>
            <TodaysReadingCard id="todays-reading" className="hidden lg:block" />
          </Suspense>
          <Suspense fallback={null}>
            <UpcomingCard list={(emptyText) => <UpcomingEvents source={{ kind: "mine" }} limit={5} emptyText={emptyText} />} />
          </Suspense>
          <SuggestionsCard id={SUGGESTIONS_ANCHOR} />
          {/* Requests are listed in the right column too; on narrow screens, where the
              columns stack, the left column's panel is enough. */}
          <ConnectionRequestsPanel id="connection-requests-more" hideWhenEmpty className="hidden lg:block" />
          <ComingSoonCard />
        </>
      }
    />
  );
}
