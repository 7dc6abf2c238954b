import { useStore } from "@nanostores/react";
import { useId } from "react";
import type { Church, ChurchBan } from "@contract/churches";
import { displayName } from "@contract/display-name";
import { MemberRow } from "@/components/member-row";
import { PersonSkeletons } from "@/components/person-skeleton";
import { RelativeTime } from "@/components/relative-time";
import { Button } from "@/components/ui/button";
import { slot, withElements } from "@/components/with-elements";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { useLiftChurchBan } from "./church-member-mutations";
import { useChurchBans } from "./church-queries";

const messages = i18n("churches/church-banned-list", {
  banned: "Banned",
  loading: "Loading banned people",
  loadFailed: "The list of banned people could not be loaded.",
  none: "No one is banned from this church.",
  bannedAgo: params<{ time: string }>("Banned {time}"),
  bannedAgoBy: params<{ time: string; name: string }>("Banned {time} by {name}"),
  liftNamed: params<{ name: string }>("Lift ban: {name}"),
  lifting: "Lifting...",
  lift: "Lift ban",
});

/** Manage, below the people: who is kept out of the church, each with Lift ban. */
export function ChurchBannedList({ church }: { church: Church }) {
  const t = useStore(messages);
  const ids = useId();
  const bans = useChurchBans(church.slug);
  return (
    <section aria-labelledby={`${ids}-title`} className="grid gap-3 border-t pt-5">
      <h3 id={`${ids}-title`} className="text-base font-semibold">
        {t.banned}
      </h3>
      {bans.isPending ? (
        <PersonSkeletons count={1} label={t.loading} />
      ) : bans.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(bans.error) ?? t.loadFailed}
        </p>
      ) : bans.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.none}</p>
      ) : (
        <ul aria-label={t.banned} className="grid grid-cols-1 gap-4">
          {bans.data.map((ban) => (
            <BannedRow key={ban.user.id} church={church} ban={ban} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BannedRow({ church, ban }: { church: Church; ban: ChurchBan }) {
  const t = useStore(messages);
  const lift = useLiftChurchBan(church, ban.user);
  const name = displayName(ban.user);
  const sentence = ban.bannedBy ? t.bannedAgoBy({ time: slot("time"), name: displayName(ban.bannedBy) }) : t.bannedAgo({ time: slot("time") });
  return (
    <MemberRow
      person={ban.user}
      detail={<p className="truncate text-xs text-muted-foreground">{withElements(sentence, { time: <RelativeTime date={ban.bannedAt} /> })}</p>}
      actions={
        <Button
          variant="outline"
          size="sm"
          className="h-8 px-2.5"
          disabled={lift.isPending}
          aria-label={t.liftNamed({ name })}
          onClick={() => lift.mutate()}
        >
          {lift.isPending ? t.lifting : t.lift}
        </Button>
      }
    />
  );
}
