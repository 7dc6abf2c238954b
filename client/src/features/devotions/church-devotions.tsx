import { useStore } from "@nanostores/react";
import { BookOpen, ChevronRight } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import type { Church } from "@contract/churches";
import { LoadMoreButton } from "@/components/load-more-button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/lib/api-error";
import { formatLocale, i18n, locale } from "@/lib/i18n";
import { DevotionForm } from "./devotion-form";
import { useChurchDevotions } from "./devotion-queries";
import { dayText, osisPlace } from "./devotion-view";

const messages = i18n("devotions/church-devotions", {
  devotions: "Devotions",
  loading: "Loading devotions",
  loadFailed: "The devotions could not be loaded.",
  none: "No devotions yet.",
  noneLeader: "No devotions yet. Write one above: on its morning every member is told of it.",
  ahead: "Not yet shown to members",
  more: "Show older devotions",
});

/** Today on this device's calendar (2026-04-05): what members see is up to about here. */
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
};

/** Devotions (members): the church's devotions, the latest day first; its leaders write them above. */
export function ChurchDevotions({ church }: { church: Church }) {
  const t = useStore(messages);
  useStore(locale);
  const ids = useId();
  const list = useChurchDevotions(church.slug);
  const leader = church.myRole === "owner" || church.myRole === "leader";
  const devotions = list.data?.pages.flat() ?? [];
  const today = localToday();
  return (
    <div className="grid gap-6">
      {leader && (
        <Card>
          <DevotionForm slug={church.slug} />
        </Card>
      )}
      <section aria-labelledby={`${ids}-title`} className="grid gap-3">
        <h2 id={`${ids}-title`} className="flex items-center gap-2 text-base font-semibold">
          <BookOpen aria-hidden="true" className="size-4 text-primary" />
          {t.devotions}
        </h2>
        {list.isPending ? (
          <div role="status" aria-label={t.loading} className="grid gap-3">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-16 rounded-xl" />
            ))}
          </div>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(list.error) ?? t.loadFailed}
          </p>
        ) : devotions.length === 0 ? (
          <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{leader ? t.noneLeader : t.none}</p>
        ) : (
          <ul aria-label={t.devotions} className="grid gap-2">
            {devotions.map((devotion) => (
              <li key={devotion.id}>
                <Link
                  href={`/devotions/${devotion.id}`}
                  className="flex items-center gap-3 rounded-xl border bg-card px-4 py-3 shadow-sm transition-colors hover:bg-accent/40"
                >
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="truncate font-semibold text-heading">{devotion.title}</span>
                    <span className="text-xs text-muted-foreground">
                      {dayText(devotion.day, formatLocale())} · {osisPlace(devotion.passage)}
                      {devotion.day > today && <span className="ml-2 rounded bg-muted px-1.5 py-0.5">{t.ahead}</span>}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <LoadMoreButton list={list} label={t.more} />
      </section>
    </div>
  );
}
