import { Suspense } from "react";
import { useParams } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { ConnectionActions } from "@/features/connections/connection-actions";
import { ProfilePosts } from "@/features/posts/profile-posts";
import { MemberProfile } from "@/features/profile/member-profile";
import { OwnProfile } from "@/features/profile/own-profile";
import { ProfileNotFound } from "@/features/profile/profile-not-found";
import { PersonMenu } from "@/features/safety/person-menu";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useCurrentUser } from "@/lib/use-auth";

// The events a member plans, and on my own profile the button to plan one: the card and the
// events feature's parts load together, beside the page's code.
const ProfileEvents = retryableLazy(() =>
  Promise.all([
    import("@/features/profile/profile-events-card"),
    import("@/features/events/upcoming-events"),
    import("@/features/events/create-event-button"),
  ]).then(([{ ProfileEventsCard }, { UpcomingEvents }, { CreateEventButton }]) => ({ userId, own }: ProfileEventsProps) => (
    <ProfileEventsCard
      list={(emptyText) => <UpcomingEvents source={{ kind: "member", userId }} limit={3} emptyText={emptyText} />}
      newEvent={own && <CreateEventButton host={{ kind: "member" }} />}
    />
  )),
);

interface ProfileEventsProps {
  userId: number;
  own?: boolean;
}

/** The events card, with a stand-in of its size while its code comes. */
function Events(props: ProfileEventsProps) {
  return (
    <Suspense fallback={<Skeleton className="h-40 rounded-xl" />}>
      <ProfileEvents {...props} />
    </Suspense>
  );
}

/** What /profile/:id? names: me, someone else, or nobody (an id that is not a number). */
function useProfileTarget(): { kind: "own" } | { kind: "member"; id: number } | { kind: "invalid" } {
  const user = useCurrentUser();
  const { id } = useParams<{ id?: string }>();
  // No id, or the user's own id, is the user's own (editable) profile.
  if (id === undefined) return { kind: "own" };
  if (!/^\d{1,15}$/.test(id)) return { kind: "invalid" };
  const numeric = Number(id);
  return numeric === user.id ? { kind: "own" } : { kind: "member", id: numeric };
}

/** The profile page: the user's own, editable, or another member's. */
export function ProfilePage() {
  const user = useCurrentUser();
  const target = useProfileTarget();
  if (target.kind === "own") return <OwnProfile user={user} events={<Events userId={user.id} own />} posts={<ProfilePosts userId={user.id} />} />;
  if (target.kind === "invalid") return <ProfileNotFound />;
  return (
    <MemberProfile
      key={target.id}
      id={target.id}
      actions={(person) => (
        <>
          <ConnectionActions profile={person} />
          <PersonMenu profile={person} />
        </>
      )}
      events={(person) => <Events userId={person.id} />}
      posts={(person, hiddenHint) => <ProfilePosts userId={person.id} hiddenHint={hiddenHint} />}
    />
  );
}
