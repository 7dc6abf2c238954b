import { useStore } from "@nanostores/react";
import { LoaderCircle, UserPlus } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { i18n, params } from "@/lib/i18n";
import { useJoinByLink } from "./invite-link-mutations";
import { takeJoinAfterSignIn } from "./join-marker";

const messages = i18n("churches/member-join", {
  join: params<{ name: string }>("Join {name}"),
  joining: params<{ name: string }>("Joining {name}..."),
  hint: "You will be in its member directory, and its leaders will know you belong.",
});

/**
 * Signed in: 'Join <church>', then its page. Back from signing up or in for this very link, the
 * join is sent at once: the press they made before signing in was theirs.
 */
export function MemberJoin({ code, churchName }: { code: string; churchName: string }) {
  const t = useStore(messages);
  const [, navigate] = useLocation();
  const join = useJoinByLink(code, { onJoined: (church) => navigate(`/churches/${church.slug}`, { replace: true }) });
  const started = useRef(false);
  const { mutate } = join;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (takeJoinAfterSignIn(code)) mutate();
  }, [code, mutate]);

  if (join.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-2 text-sm font-medium text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
        {t.joining({ name: churchName })}
      </p>
    );
  }
  return (
    <>
      {/* A long name wraps inside the button rather than running off a phone's screen. */}
      <Button size="lg" className="h-auto min-h-12 w-full py-2.5 whitespace-normal" onClick={() => join.mutate()}>
        <UserPlus aria-hidden="true" />
        {t.join({ name: churchName })}
      </Button>
      <p className="text-xs text-muted-foreground">{t.hint}</p>
    </>
  );
}
