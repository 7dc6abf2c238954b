import { MapPin, Users } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import type { ChurchSummary } from "@contract/churches";
import { Card } from "@/components/ui/card";
import { MemberCount, RoleBadge } from "./church-badges";
import { ChurchLogo } from "./church-logo";

/** One of 'My churches': name (to its page), tradition, place, member count and my role. */
export function ChurchCard({ church }: { church: ChurchSummary }) {
  const ids = useId();
  return (
    <Card className="relative flex h-full flex-col transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/40">
      <article aria-labelledby={`${ids}-name`} className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start gap-3">
          <ChurchLogo church={church} className="size-10 text-base" />
          <div className="min-w-0 flex-1">
            <h3 id={`${ids}-name`} dir="auto" className="text-base leading-snug font-semibold wrap-anywhere">
              {/* The whole card is the link (its ::after covers it); the name is what it says. */}
              <Link href={`/churches/${church.slug}`} className="outline-none after:absolute after:inset-0 after:rounded-xl hover:underline">
                {church.name}
              </Link>
            </h3>
            {church.tradition && (
              <p dir="auto" className="truncate text-sm text-muted-foreground">
                {church.tradition}
              </p>
            )}
          </div>
        </div>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1.5 pt-2 text-xs text-muted-foreground">
          {church.place && (
            <span dir="auto" className="inline-flex min-w-0 items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{church.place}</span>
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-3.5" />
            <MemberCount count={church.memberCount} />
          </span>
          {church.myRole && <RoleBadge role={church.myRole} />}
        </p>
      </article>
    </Card>
  );
}
