import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { displayName } from "@contract/display-name";
import type { Profile } from "@contract/profile";
import type { SafetyState } from "@contract/safety";
import type { PublicUser } from "@contract/users";
import { apiRequest } from "@/lib/api";
import { CONNECTIONS_KEY, REQUESTS_KEY, SUGGESTED_KEY } from "@/lib/connection-cache";
import { errorToast } from "@/lib/error-toast";
import { i18n, params } from "@/lib/i18n";
import { NOTIFICATIONS_KEY } from "@/lib/notification-cache";
import { FEED_KEY, removeAuthorEverywhere, removeAuthorFromFeed } from "@/lib/post-cache";
import { profileKey, userPostsKey } from "@/lib/profile-cache";
import { setKeptAway } from "./safety-cache";
import { toast } from "@/lib/use-toast";

const messages = i18n("safety/safety-mutations", {
  blocked: params<{ name: string }>("Blocked {name}"),
  unblockInSettings: "You can unblock them in Settings.",
  blockFailed: "Could not block them. Please try again.",
  unblocked: params<{ name: string }>("Unblocked {name}"),
  seeAgain: "You can see each other again. A connection you had is not restored.",
  unblockFailed: "Could not unblock them. Please try again.",
  muted: params<{ name: string }>("Muted {name}"),
  mutedDescription: "Their posts will no longer appear in your feed.",
  unmuted: params<{ name: string }>("Unmuted {name}"),
  unmutedDescription: "Their posts will appear in your feed again.",
  changeFailed: "Could not change that. Please try again.",
});

const send = async (method: "POST" | "DELETE", person: PublicUser, what: "block" | "mute") =>
  (await (await apiRequest(method, `/api/users/${person.id}/${what}`)).json()) as SafetyState;

/**
 * Blocks someone: neither sees the other any more, so everything of theirs leaves this tab
 * at once (posts, comments, their profile, the connection), and a page about them is left.
 */
export function useBlock(person: PublicUser, { onBlocked }: { onBlocked?: () => void } = {}) {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  return useMutation({
    mutationFn: () => send("POST", person, "block"),
    onSuccess: () => {
      onBlocked?.();
      if (location === `/profile/${person.id}`) navigate("/", { replace: true });
      removeAuthorEverywhere(queryClient, person.id);
      queryClient.removeQueries({ queryKey: profileKey(person.id) });
      queryClient.removeQueries({ queryKey: userPostsKey(person.id) });
      setKeptAway(queryClient, "blocked", person, true);
      setKeptAway(queryClient, "muted", person, false);
      // The connection, a request between us, and their notices are gone on the server.
      for (const key of [CONNECTIONS_KEY, REQUESTS_KEY, SUGGESTED_KEY, NOTIFICATIONS_KEY]) void queryClient.invalidateQueries({ queryKey: key });
      const t = messages.get();
      toast({ title: t.blocked({ name: displayName(person) }), description: t.unblockInSettings });
    },
    onError: (error) => errorToast(error, messages.get().blockFailed),
  });
}

/** Unblocks someone (from Settings): what they share can show again, as before. */
export function useUnblock(person: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => send("DELETE", person, "block"),
    onSuccess: () => {
      setKeptAway(queryClient, "blocked", person, false);
      void queryClient.invalidateQueries({ queryKey: FEED_KEY, refetchType: "none" });
      void queryClient.invalidateQueries({ queryKey: SUGGESTED_KEY });
      const t = messages.get();
      toast({ title: t.unblocked({ name: displayName(person) }), description: t.seeAgain });
    },
    onError: (error) => errorToast(error, messages.get().unblockFailed),
  });
}

/** Mutes or unmutes someone: their posts leave my feed, or may come back to it. */
export function useMute(person: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (muted: boolean) => send(muted ? "POST" : "DELETE", person, "mute"),
    onSuccess: ({ muted }) => {
      setKeptAway(queryClient, "muted", person, muted);
      queryClient.setQueryData<Profile>(profileKey(person.id), (profile) => (profile ? { ...profile, muted } : profile));
      const t = messages.get();
      const name = displayName(person);
      if (muted) {
        removeAuthorFromFeed(queryClient, person.id);
        toast({ title: t.muted({ name }), description: t.mutedDescription });
      } else {
        // Their posts belong in the feed again: fetched afresh when it is next shown.
        void queryClient.invalidateQueries({ queryKey: FEED_KEY, refetchType: "none" });
        toast({ title: t.unmuted({ name }), description: t.unmutedDescription });
      }
    },
    onError: (error) => errorToast(error, messages.get().changeFailed),
  });
}
