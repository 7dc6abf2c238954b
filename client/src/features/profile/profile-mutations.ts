import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateProfileBody } from "@contract/profile";
import type { CurrentUser } from "@contract/users";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { applyCurrentUser } from "@/lib/profile-cache";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { toast } from "@/lib/use-toast";

const messages = i18n("profile/profile-mutations", {
  success: "Success",
  profileUpdated: "Profile updated successfully",
  profileFailed: "Failed to update profile",
  avatarUpdated: "Profile image updated",
  avatarFailed: "Failed to update profile image",
  bannerUpdated: "Banner image updated",
  bannerFailed: "Failed to update banner image",
});

/** A failed write: a 401 sends the person to sign in; anything else is a destructive 'Error' toast. */
function reportError(error: unknown, fallback: string): void {
  if (handleUnauthorized(error)) return;
  errorToast(error, fallback);
}

export function useUpdateProfile({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProfileBody) => (await (await apiRequest("PUT", "/api/users/profile", body)).json()) as CurrentUser,
    onSuccess: (user) => {
      applyCurrentUser(queryClient, user);
      const t = messages.get();
      toast({ title: t.success, description: t.profileUpdated });
      onSaved?.();
    },
    onError: (error) => reportError(error, messages.get().profileFailed),
  });
}

export type ProfileImageKind = "avatar" | "banner";

const IMAGE_CALLS = {
  avatar: {
    path: "/api/profile-images",
    field: "profileImageURL",
    done: "avatarUpdated",
    failed: "avatarFailed",
  },
  banner: {
    path: "/api/banner-images",
    field: "bannerImageURL",
    done: "bannerUpdated",
    failed: "bannerFailed",
  },
} as const;

/** Attaches an uploaded image (its upload URL) as my profile picture or banner. */
export function useSetProfileImage(kind: ProfileImageKind) {
  const queryClient = useQueryClient();
  const call = IMAGE_CALLS[kind];
  return useMutation({
    mutationFn: async (uploadUrl: string) => (await (await apiRequest("PUT", call.path, { [call.field]: uploadUrl })).json()) as CurrentUser,
    onSuccess: (user) => {
      applyCurrentUser(queryClient, user);
      const t = messages.get();
      toast({ title: t.success, description: t[call.done] });
    },
    onError: (error) => reportError(error, messages.get()[call.failed]),
  });
}
