import { useParams } from "wouter";
import { ConnectionActions } from "@/features/connections/connection-actions";
import { ProfilePosts } from "@/features/posts/profile-posts";
import { MemberProfile } from "@/features/profile/member-profile";
import { OwnProfile } from "@/features/profile/own-profile";
import { ProfileNotFound } from "@/features/profile/profile-not-found";
import { PersonMenu } from "@/features/safety/person-menu";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useCurrentUser } from "@/lib/use-auth";

// The events a member plans, and the button to plan one: their code loads beside the page's.
const UpcomingEvents = retryableLazy(() => import("@/features/events/upcoming-events").then((m) => m.UpcomingEvents));
const CreateEventButton = retryableLazy(() => import("@/features/events/create-event-button").then((m) => m.CreateEventButton));

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
  if (target.kind === "own")
    return (
      <OwnProfile
        user={user}
        events={(emptyText) => <UpcomingEvents source={{ kind: "member", userId: user.id }} limit={3} emptyText={emptyText} />}
        newEvent={<CreateEventButton host={{ kind: "member" }} />}
        posts={<ProfilePosts userId={user.id} />}
      />
    );
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
      events={(person, emptyText) => <UpcomingEvents source={{ kind: "member", userId: person.id }} limit={3} emptyText={emptyText} />}
      posts={(person, hiddenHint) => <ProfilePosts userId={person.id} hiddenHint={hiddenHint} />}
    />
  );
}
