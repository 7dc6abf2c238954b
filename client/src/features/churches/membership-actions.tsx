import { useStore } from "@nanostores/react";
import { Check, Mail, Undo2, UserPlus } from "lucide-react";
import type { Church } from "@contract/churches";
import { Button, buttonVariants } from "@/components/ui/button";
import { i18n, params } from "@/lib/i18n";
import { useJoinChurch, useWithdrawRequest } from "./church-mutations";
import { LeaveChurchButton } from "./leave-church-button";
import { HomeFeedChoice } from "@/features/home-feed/home-feed-choice";

const messages = i18n("churches/membership-actions", {
  join: "Join church",
  joinNamed: params<{ name: string }>("Join {name}"),
  joining: "Joining...",
  ask: "Ask to join",
  askNamed: params<{ name: string }>("Ask to join {name}"),
  asking: "Sending...",
  requestSent: "Request sent",
  withdraw: "Withdraw request",
  withdrawing: "Withdrawing...",
  byInvitation: "This church welcomes new members by invitation.",
});

/**
 * What I can do about belonging here: join (an open church), ask to join (one that admits by
 * request) and withdraw the request, or leave. A church that takes members by invitation only
 * says so instead of offering a button the server would refuse.
 */
export function MembershipActions({ church }: { church: Church }) {
  const t = useStore(messages);
  const join = useJoinChurch(church);
  const withdraw = useWithdrawRequest(church);
  const wide = "flex-1 sm:flex-none";

  if (church.myRole) {
    return (
      <>
        <HomeFeedChoice url={`/api/churches/${church.slug}/home-feed`} placeName={church.name} className={wide} />
        <LeaveChurchButton church={church} triggerProps={{ className: wide }} />
      </>
    );
  }
  if (church.requested) {
    return (
      <>
        {/* Said, not pressed: the request waits for a leader's answer. */}
        <span role="status" className={buttonVariants({ variant: "secondary", className: `${wide} cursor-default` })}>
          <Check aria-hidden="true" />
          {t.requestSent}
        </span>
        <Button variant="outline" className={wide} disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
          <Undo2 aria-hidden="true" />
          {withdraw.isPending ? t.withdrawing : t.withdraw}
        </Button>
      </>
    );
  }
  if (church.joinMode === "invitation") {
    return (
      <p className="flex max-w-xs items-start gap-2 rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        {t.byInvitation}
      </p>
    );
  }
  const open = church.joinMode === "open";
  return (
    <Button
      className={wide}
      disabled={join.isPending}
      aria-label={open ? t.joinNamed({ name: church.name }) : t.askNamed({ name: church.name })}
      onClick={() => join.mutate()}
    >
      <UserPlus aria-hidden="true" />
      {join.isPending ? (open ? t.joining : t.asking) : open ? t.join : t.ask}
    </Button>
  );
}
