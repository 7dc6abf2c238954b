import { useStore } from "@nanostores/react";
import { Pencil } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import type { CurrentUser } from "@contract/users";
import { Button } from "@/components/ui/button";
import { FullPageSpinner } from "@/components/ui/spinner";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AboutCard } from "./about-card";
import { ChangeAvatarButton, EditBannerButton } from "./profile-image-buttons";
import { ProfileHeader } from "./profile-header";
import { ProfileLayout } from "./profile-layout";
import { useSetProfileImage } from "./profile-mutations";
import { useMyChurchLinks } from "./profile-queries";

const messages = i18n("profile/own-profile", {
  myProfile: "My Profile",
  editProfile: "Edit Profile",
  loadingForm: "Loading the form...",
});

// The form's code (react-hook-form and the shared zod schema) loads when Edit Profile is pressed.
const ProfileEditForm = lazy(() => import("./profile-edit-form").then((m) => ({ default: m.ProfileEditForm })));

/**
 * My own profile: everything others see, plus Edit Banner, the camera button and Edit Profile;
 * `events` is what I plan (and the way to plan more), `posts` my list of posts.
 */
export function OwnProfile({ user, events, posts }: { user: CurrentUser; events: ReactNode; posts: ReactNode }) {
  const t = useStore(messages);
  useDocumentTitle(t.myProfile);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const avatar = useSetProfileImage("avatar");
  const banner = useSetProfileImage("banner");
  const churches = useMyChurchLinks();

  const wasEditing = useRef(false);

  // Leaving edit mode (saved or cancelled): back to the button that opened the form.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const closeEditor = () => setEditing(false);

  return (
    <ProfileLayout
      header={
        <ProfileHeader
          person={user}
          churches={churches}
          bannerBusy={banner.isPending}
          avatarBusy={avatar.isPending}
          bannerAction={<EditBannerButton onUploaded={(url) => banner.mutate(url)} />}
          avatarAction={<ChangeAvatarButton onUploaded={(url) => avatar.mutate(url)} />}
          actions={
            !editing && (
              <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {t.editProfile}
              </Button>
            )
          }
        >
          {editing && (
            <Suspense fallback={<FullPageSpinner className="min-h-40" label={t.loadingForm} />}>
              <ProfileEditForm user={user} onClose={closeEditor} />
            </Suspense>
          )}
        </ProfileHeader>
      }
      about={<AboutCard aboutMe={user.aboutMe} />}
      events={events}
      posts={posts}
    />
  );
}
