import { Church, Mail, MapPin, UserRound } from "lucide-react";
import { useParams } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { PlaceholderPanel } from "@/components/layout/placeholder-panel";
import { LargeUserAvatar } from "@/components/user-avatar";
import { Card } from "@/components/ui/card";
import { displayName } from "@contract/display-name";
import type { CurrentUser } from "@contract/users";
import { useCurrentUser } from "@/lib/use-auth";
import { useDocumentTitle } from "@/lib/use-document-title";

function OwnProfileSummary({ user }: { user: CurrentUser }) {
  return (
    <Card className="overflow-hidden">
      <div className="h-32 bg-gradient-to-r from-indigo-night via-indigo-deep to-primary sm:h-40" />
      <div className="flex flex-col gap-4 px-6 pb-6 sm:flex-row sm:items-end">
        <LargeUserAvatar user={user} className="-mt-10 size-24 text-2xl" />
        <div className="min-w-0">
          <h2 className="truncate text-xl font-semibold">{displayName(user)}</h2>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {user.churchAffiliation && (
              <li className="flex items-center gap-1.5">
                <Church aria-hidden="true" className="size-4" />
                {user.churchAffiliation}
              </li>
            )}
            {user.location && (
              <li className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4" />
                {user.location}
              </li>
            )}
            <li className="flex min-w-0 items-center gap-1.5">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{user.email}</span>
            </li>
          </ul>
        </div>
      </div>
    </Card>
  );
}

export function ProfilePage() {
  const user = useCurrentUser();
  const { id } = useParams<{ id?: string }>();
  // Spec: no id, or the user's own id, is the user's own (editable) profile.
  const isOwn = id === undefined || id === String(user.id);
  useDocumentTitle(isOwn ? "My Profile" : "Profile");
  if (isOwn) {
    return (
      <>
        <PageHeader title="My Profile" description="How your community sees you: your photo, church and story." />
        <OwnProfileSummary user={user} />
      </>
    );
  }
  return (
    <>
      <PageHeader title="Profile" description="A fellow believer's church, story and posts." />
      <PlaceholderPanel icon={UserRound} title="Member profile">
        This member's details and posts will appear here.
      </PlaceholderPanel>
    </>
  );
}
