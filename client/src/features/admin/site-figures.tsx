import { useStore } from "@nanostores/react";
import type { SiteFigures as Figures } from "@contract/admin";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { count, formatLocale, i18n } from "@/lib/i18n";
import { useSiteFigures } from "./admin-queries";

const messages = i18n("admin/site-figures", {
  loading: "Loading the site's figures",
  loadError: "We could not load the site's figures",
  members: "Members",
  active: "Active this week",
  activeHint: "Signed in, posted, commented or prayed in the last 7 days",
  storage: "Storage used",
  images: count({ one: "{count} image", other: "{count} images" }),
  mail: "Mail waiting",
  mailHint: "E-mails not yet sent",
  push: "Notices waiting",
  pushHint: "Not yet mailed or pushed to browsers",
  week: "The last 7 days",
  day: "Day",
  posts: "Posts",
  prayers: "Prayers",
});

// SI units, as file sizes are written elsewhere in the browser.
const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;

function sizeOf(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: UNITS[unit],
    // "0 bytes", "12.4 MB": bytes written out, the larger units short.
    unitDisplay: unit === 0 ? "long" : "short",
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** "Mon, Nov 23": a day of the figures (a calendar date, so read as one, whatever the zone). */
const dayName = (day: string, locale: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** How the site is doing: its members, who is active, what is stored, what waits to be sent, and the last week day by day. */
export function SiteFigures() {
  const t = useStore(messages);
  const figures = useSiteFigures();
  if (figures.isPending) {
    return (
      <div role="status" aria-label={t.loading} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  }
  if (figures.isError) return <LoadError title={t.loadError} error={figures.error} onRetry={figures.refetch} titleAs="p" />;
  return (
    <div className="grid grid-cols-1 gap-4">
      <Totals figures={figures.data} />
      <Week days={figures.data.days} />
    </div>
  );
}

function Totals({ figures }: { figures: Figures }) {
  const t = useStore(messages);
  const locale = formatLocale();
  const number = (n: number) => n.toLocaleString(locale);
  const tiles = [
    { label: t.members, value: number(figures.members) },
    { label: t.active, value: number(figures.activeThisWeek), hint: t.activeHint },
    { label: t.storage, value: sizeOf(figures.storage.bytes, locale), hint: t.images(figures.storage.images) },
    { label: t.mail, value: number(figures.queues.mail), hint: t.mailHint },
    { label: t.push, value: number(figures.queues.push), hint: t.pushHint },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {tiles.map((tile) => (
        <Card key={tile.label} className="flex flex-col gap-1 p-4">
          <dt className="text-sm font-medium text-muted-foreground">{tile.label}</dt>
          <dd className="order-first font-serif text-2xl font-semibold tabular-nums text-heading">{tile.value}</dd>
          {tile.hint && <dd className="text-xs text-muted-foreground">{tile.hint}</dd>}
        </Card>
      ))}
    </dl>
  );
}

function Week({ days }: { days: Figures["days"] }) {
  const t = useStore(messages);
  const locale = formatLocale();
  const most = Math.max(1, ...days.flatMap((d) => [d.posts, d.prayers]));
  const bar = (n: number, colour: string) => (
    <div className="flex items-center gap-2">
      <span className="w-8 shrink-0 text-right tabular-nums">{n.toLocaleString(locale)}</span>
      <span aria-hidden="true" className="h-2.5 min-w-0 flex-1 rounded-full bg-muted">
        <span className={`block h-full rounded-full ${colour}`} style={{ width: `${(n / most) * 100}%` }} />
      </span>
    </div>
  );
  return (
    <Card className="p-4 sm:p-5">
      <table className="w-full table-fixed text-sm">
        <caption className="mb-3 text-left text-base font-semibold">{t.week}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="w-24 pb-2 text-left font-medium">
              {t.day}
            </th>
            <th scope="col" className="pb-2 pl-2 text-left font-medium">
              {t.posts}
            </th>
            <th scope="col" className="pb-2 pl-2 text-left font-medium">
              {t.prayers}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row" className="py-1.5 text-left font-medium">
                <time dateTime={d.day}>{dayName(d.day, locale)}</time>
              </th>
              <td className="py-1.5 pl-2">{bar(d.posts, "bg-primary")}</td>
              <td className="py-1.5 pl-2">{bar(d.prayers, "bg-gold")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
