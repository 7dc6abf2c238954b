import { useStore } from "@nanostores/react";
import { Church, MapPin, Users } from "lucide-react";
import { Link } from "wouter";
import type { ChurchSummary } from "@contract/churches";
import { i18n } from "@/lib/i18n";
import { searchWords } from "./search-words";

const messages = i18n("search/church-result", { yours: "Your church" });

/** A church found: its name (to its page), tradition, place and members, and whether it is mine. */
export function ChurchResult({ church }: { church: ChurchSummary }) {
  const t = useStore(messages);
  const w = useStore(searchWords);
  return (
    <li className="flex items-start gap-3 rounded-lg border bg-card p-3 sm:p-4">
      <Church aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <Link
          href={`/churches/${church.slug}`}
          dir="auto"
          className="font-semibold wrap-anywhere outline-none hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {church.name}
        </Link>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {church.tradition && <span dir="auto">{church.tradition}</span>}
          {church.place && (
            <span className="inline-flex items-center gap-1" dir="auto">
              <MapPin aria-hidden="true" className="size-3.5" />
              {church.place}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-3.5" />
            {w.members(church.memberCount)}
          </span>
          {church.myRole && <span className="font-medium text-primary">{t.yours}</span>}
        </p>
      </div>
    </li>
  );
}
