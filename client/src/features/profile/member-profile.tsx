import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { displayName } from "@contract/display-name";
import type { Profile } from "@contract/profile";
import { LoadError } from "@/components/load-error";
import { hasStatus } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { profileKey } from "@/lib/profile-cache";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AboutCard } from "./about-card";
import { ProfileHeader } from "./profile-header";
import { ProfileLayout } from "./profile-layout";
import { ProfileNotFound } from "./profile-not-found";
import { ProfileSkeleton } from "./profile-skeleton";

const messages = i18n("profile/member-profile", {
  profile: "Profile",
  loadFailed: "We could not load this profile",
  connectToSee: params<{ name: string }>("Connect with {name} to see what they share."),
  connectToSeeNoName: "Connect with them to see what they share.",
});

/**
 * Someone else's profile: what they share, and where the two of us stand; nothing to edit.
 * The page fills in what other features show here once the person is known: the buttons for
 * where we stand (`actions`), the events they plan for their connections (`events`, shown to
 * them alone) and their posts (`posts`, told what to say when none are visible).
 */
export function MemberProfile({
  id,
  actions,
  events,
  posts,
}: {
  id: number;
  actions: (person: Profile) => ReactNode;
  events: (person: Profile) => ReactNode;
  posts: (person: Profile, hiddenHint: string | undefined) => ReactNode;
}) {
  const t = useStore(messages);
  const profile = useQuery<Profile>({ queryKey: profileKey(id) });
  useDocumentTitle(profile.data ? displayName(profile.data) : t.profile);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    if (hasStatus(profile.error, 404)) return <ProfileNotFound />;
    return <LoadError title={t.loadFailed} titleAs="h1" error={profile.error} onRetry={profile.refetch} className="mx-auto max-w-lg" />;
  }

  const person = profile.data;
  const connected = person.relationship === "connected";
  const hiddenHint = person.firstName ? t.connectToSee({ name: person.firstName }) : t.connectToSeeNoName;
  return (
    <ProfileLayout
      header={<ProfileHeader person={person} churches={person.churches} actions={actions(person)} />}
      about={<AboutCard aboutMe={person.aboutMe} />}
      events={connected && events(person)}
      posts={posts(person, connected ? undefined : hiddenHint)}
    />
  );
}
