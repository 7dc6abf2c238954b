import { useStore } from "@nanostores/react";
import { useSyncExternalStore } from "react";
import { useLocation, useSearch } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/debug", {
  title: "Debug",
  description: "The current location as the app sees it, for checking links and routing.",
  currentLocation: "Current location",
  pathname: "Pathname",
  search: "Search",
  hash: "Hash",
  empty: "(empty)",
});

function subscribeToHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

// wouter tracks path and query string but not the fragment, so follow it directly.
function useHash(): string {
  return useSyncExternalStore(subscribeToHash, () => window.location.hash);
}

/** `id` names the row for tests, whatever the language of its label. */
function LocationRow({ id, label, value }: { id: string; label: string; value: string }) {
  const t = useStore(messages);
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-mono text-sm break-all" data-testid={`location-${id}`}>
        {value || <span className="text-muted-foreground italic">{t.empty}</span>}
      </dd>
    </div>
  );
}

export function DebugPage() {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  const [pathname] = useLocation();
  const search = useSearch();
  const hash = useHash();
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>{t.currentLocation}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">
            <LocationRow id="pathname" label={t.pathname} value={pathname} />
            <LocationRow id="search" label={t.search} value={search ? `?${search}` : ""} />
            <LocationRow id="hash" label={t.hash} value={hash} />
          </dl>
        </CardContent>
      </Card>
    </>
  );
}
