import { useStore } from "@nanostores/react";
import { MapPin, Users } from "lucide-react";
import type { Church } from "@contract/churches";
import { Card } from "@/components/ui/card";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { MemberCount, RoleBadge } from "./church-badges";
import { ChurchLogo } from "./church-logo";
import { MembershipActions } from "./membership-actions";
import { joinModeWords } from "./join-mode-words";

const messages = i18n("churches/church-header", {
  yourPlace: "Your place here:",
});

/** A church's title card: banner, logo, name, tradition, place, members, my place, and joining or leaving. */
export function ChurchHeader({ church }: { church: Church }) {
  const t = useStore(messages);
  const modes = useStore(joinModeWords);
  useDocumentTitle(church.name);
  return (
    <Card className="overflow-hidden">
      {church.bannerUrl ? (
        <img src={church.bannerUrl} alt="" className="h-32 w-full bg-muted object-cover sm:h-52" />
      ) : (
        <div aria-hidden="true" className="h-20 bg-gradient-to-r from-indigo-deep via-primary to-gold/80 sm:h-24 dark:via-indigo-700" />
      )}
      <div className="px-5 pb-5 sm:px-6 sm:pb-6">
        <ChurchLogo church={church} className="relative -mt-10 size-20 rounded-2xl text-3xl shadow-md ring-4 ring-card sm:-mt-12 sm:size-24" />
        <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 flex-1 basis-72">
            <h1 dir="auto" className="font-serif text-2xl font-semibold tracking-tight wrap-anywhere text-heading sm:text-3xl">
              {church.name}
            </h1>
            {church.tradition && (
              <p dir="auto" className="mt-1 text-muted-foreground">
                {church.tradition}
              </p>
            )}
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              {church.place && (
                <span dir="auto" className="inline-flex min-w-0 items-center gap-1">
                  <MapPin aria-hidden="true" className="size-4 shrink-0" />
                  <span className="wrap-anywhere">{church.place}</span>
                </span>
              )}
              <span className="inline-flex items-center gap-1">
                <Users aria-hidden="true" className="size-4" />
                <MemberCount count={church.memberCount} />
              </span>
              {!church.myRole && <span>{modes[church.joinMode]}</span>}
            </p>
            {church.myRole && (
              <p className="mt-3 flex flex-wrap items-center gap-2">
                <span className="sr-only">{t.yourPlace}</span>
                <RoleBadge role={church.myRole} />
                {church.myTitle && (
                  <span dir="auto" className="text-sm font-medium text-foreground">
                    {church.myTitle}
                  </span>
                )}
              </p>
            )}
          </div>
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <MembershipActions church={church} />
          </div>
        </div>
      </div>
    </Card>
  );
}
