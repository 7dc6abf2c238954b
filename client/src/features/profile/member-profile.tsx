import { useQuery } from "@tanstack/react-query";
import { displayName } from "@contract/display-name";
import type { Profile } from "@contract/profile";
import { LoadError } from "@/components/load-error";
import { hasStatus } from "@/lib/api-error";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AboutCard } from "./about-card";
import { ConnectionActions } from "./connection-actions";
import { profileKey } from "./profile-cache";
import { ProfileHeader } from "./profile-header";
import { ProfileLayout } from "./profile-layout";
import { ProfileNotFound } from "./profile-not-found";
import { ProfilePosts } from "./profile-posts";
import { ProfileSkeleton } from "./profile-skeleton";

/** Someone else's profile: what they share, and where the two of us stand; nothing to edit. */
export function MemberProfile({ id }: { id: number }) {
  const profile = useQuery<Profile>({ queryKey: profileKey(id) });
  useDocumentTitle(profile.data ? displayName(profile.data) : "Profile");

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    if (hasStatus(profile.error, 404)) return <ProfileNotFound />;
    return (
      <LoadError
        title="We could not load this profile"
        titleAs="h1"
        error={profile.error}
        onRetry={profile.refetch}
        className="mx-auto max-w-lg"
      />
    );
  }

  const person = profile.data;
  const firstName = person.firstName || "them";
  return (
    <ProfileLayout
      header={<ProfileHeader person={person} actions={<ConnectionActions profile={person} />} />}
      about={<AboutCard aboutMe={person.aboutMe} />}
      posts={
        <ProfilePosts
          userId={person.id}
          hiddenHint={person.relationship === "connected" ? undefined : `Connect with ${firstName} to see what they share.`}
        />
      }
    />
  );
}
