import { useStore } from "@nanostores/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { displayName } from "@contract/display-name";
import type { PublicUser } from "@contract/users";
import { MemberRow } from "@/components/member-row";
import { PersonSkeletons } from "@/components/person-skeleton";
import { RelativeTime } from "@/components/relative-time";
import { Button } from "@/components/ui/button";
import { slot, withElements } from "@/components/with-elements";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("components/banned-people", {
  banned: "Banned",
  loading: "Loading banned people",
  loadFailed: "The list of banned people could not be loaded.",
  bannedAgo: params<{ time: string }>("Banned {time}"),
  bannedAgoBy: params<{ time: string; name: string }>("Banned {time} by {name}"),
  liftNamed: params<{ name: string }>("Lift ban: {name}"),
  lifting: "Lifting...",
  lift: "Lift ban",
});

interface Ban {
  user: PublicUser;
  bannedBy: PublicUser | null;
  bannedAt: string;
}

/**
 * Who is kept out of a place (a church, a group), below its people: each with when, by whom,
 * and Lift ban (`lift`, the place's own button for that person: see LiftBanButton).
 */
export function BannedPeople({
  bans,
  none,
  lift,
  titleSize = "text-base",
}: {
  bans: UseQueryResult<Ban[]>;
  /** What an empty list says, naming the place. */
  none: string;
  lift: (person: PublicUser) => ReactNode;
  titleSize?: "text-sm" | "text-base";
}) {
  const t = useStore(messages);
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}-title`} className="grid grid-cols-1 gap-3 border-t pt-5">
      <h3 id={`${ids}-title`} className={`${titleSize} font-semibold`}>
        {t.banned}
      </h3>
      {bans.isPending ? (
        <PersonSkeletons count={1} label={t.loading} />
      ) : bans.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(bans.error) ?? t.loadFailed}
        </p>
      ) : bans.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{none}</p>
      ) : (
        <ul aria-label={t.banned} className="grid grid-cols-1 gap-4">
          {bans.data.map((ban) => (
            <BannedRow key={ban.user.id} ban={ban} lift={lift(ban.user)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BannedRow({ ban, lift }: { ban: Ban; lift: ReactNode }) {
  const t = useStore(messages);
  const sentence = ban.bannedBy ? t.bannedAgoBy({ time: slot("time"), name: displayName(ban.bannedBy) }) : t.bannedAgo({ time: slot("time") });
  return (
    <MemberRow
      person={ban.user}
      detail={<p className="truncate text-xs text-muted-foreground">{withElements(sentence, { time: <RelativeTime date={ban.bannedAt} /> })}</p>}
      actions={lift}
    />
  );
}

/** Lift ban for one person, with its own call (`lift`), so each row shows its own "Lifting...". */
export function LiftBanButton({ person, lift }: { person: PublicUser; lift: { isPending: boolean; mutate: () => void } }) {
  const t = useStore(messages);
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-8 px-2.5"
      disabled={lift.isPending}
      aria-label={t.liftNamed({ name: displayName(person) })}
      onClick={() => lift.mutate()}
    >
      {lift.isPending ? t.lifting : t.lift}
    </Button>
  );
}
