import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateProfileBody } from "@contract/profile";
import type { CurrentUser } from "@contract/users";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { applyCurrentUser } from "@/lib/profile-cache";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { toast } from "@/lib/use-toast";

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
      toast({ title: "Success", description: "Profile updated successfully" });
      onSaved?.();
    },
    onError: (error) => reportError(error, "Failed to update profile"),
  });
}

export type ProfileImageKind = "avatar" | "banner";

const IMAGE_CALLS = {
  avatar: {
    path: "/api/profile-images",
    field: "profileImageURL",
    done: "Profile image updated",
    failed: "Failed to update profile image",
  },
  banner: {
    path: "/api/banner-images",
    field: "bannerImageURL",
    done: "Banner image updated",
    failed: "Failed to update banner image",
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
      toast({ title: "Success", description: call.done });
    },
    onError: (error) => reportError(error, call.failed),
  });
}
