import { useStore } from "@nanostores/react";
import { useQueryClient } from "@tanstack/react-query";
import { Check, Clock, UserPlus, X } from "lucide-react";
import type { Profile } from "@contract/profile";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { profileKey, userPostsKey } from "@/lib/profile-cache";
import { useRespondToRequest, useSendConnectionRequest } from "./connection-mutations";

const messages = i18n("connections/connection-actions", {
  requestSent: "Request Sent",
  connected: "Connected",
  connect: "Connect",
  accept: "Accept",
  decline: "Decline",
});

type Relationship = Profile["relationship"];

/** Where the two of us stand, changed here at once; the server's answer follows on refetch. */
function useSetRelationship(profile: Profile) {
  const queryClient = useQueryClient();
  return (relationship: Relationship) => {
    queryClient.setQueryData<Profile>(profileKey(profile.id), (current) =>
      current
        ? {
            ...current,
            relationship,
            requestId: relationship === "request_sent" || relationship === "request_received" ? current.requestId : null,
          }
        : current,
    );
    void queryClient.invalidateQueries({ queryKey: profileKey(profile.id) });
  };
}

/** Another person's profile: Connect, Request Sent, Accept and Decline, or Connected. */
export function ConnectionActions({ profile }: { profile: Profile }) {
  const t = useStore(messages);
  switch (profile.relationship) {
    case "none":
      return <ConnectButton profile={profile} />;
    case "request_sent":
      return (
        <Button variant="secondary" disabled>
          <Clock aria-hidden="true" />
          {t.requestSent}
        </Button>
      );
    case "request_received":
      return profile.requestId === null ? null : <RespondButtons profile={profile} requestId={profile.requestId} />;
    case "connected":
      return (
        <p className="inline-flex h-10 items-center gap-2 rounded-md bg-secondary px-4 text-sm font-semibold text-secondary-foreground">
          <Check aria-hidden="true" className="size-4" />
          {t.connected}
        </p>
      );
    default:
      return null;
  }
}

function ConnectButton({ profile }: { profile: Profile }) {
  const connect = useSendConnectionRequest(profile.id);
  const setRelationship = useSetRelationship(profile);
  const queryClient = useQueryClient();
  const t = useStore(messages);
  return (
    <Button
      disabled={connect.isPending}
      onClick={() =>
        connect.mutate(undefined, {
          onSuccess: () => setRelationship("request_sent"),
          // Perhaps they asked me meanwhile, or we already are connected: show what is true now.
          onError: () => void queryClient.invalidateQueries({ queryKey: profileKey(profile.id) }),
        })
      }
    >
      <UserPlus aria-hidden="true" />
      {t.connect}
    </Button>
  );
}

function RespondButtons({ profile, requestId }: { profile: Profile; requestId: number }) {
  const respond = useRespondToRequest(requestId);
  const setRelationship = useSetRelationship(profile);
  const queryClient = useQueryClient();
  const t = useStore(messages);
  const answer = (status: "accepted" | "rejected") =>
    respond.mutate(status, {
      onSuccess: () => {
        setRelationship(status === "accepted" ? "connected" : "none");
        // Connected now: their posts are mine to see.
        if (status === "accepted") void queryClient.invalidateQueries({ queryKey: userPostsKey(profile.id) });
      },
    });
  return (
    <>
      <Button disabled={respond.isPending} onClick={() => answer("accepted")}>
        <Check aria-hidden="true" />
        {t.accept}
      </Button>
      <Button variant="outline" disabled={respond.isPending} onClick={() => answer("rejected")}>
        <X aria-hidden="true" />
        {t.decline}
      </Button>
    </>
  );
}
