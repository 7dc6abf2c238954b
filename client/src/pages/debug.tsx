import { useSyncExternalStore } from "react";
import { useLocation, useSearch } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/use-document-title";

function subscribeToHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

// wouter tracks path and query string but not the fragment, so follow it directly.
function useHash(): string {
  return useSyncExternalStore(subscribeToHash, () => window.location.hash);
}

function LocationRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-mono text-sm break-all" data-testid={`location-${label.toLowerCase()}`}>
        {value || <span className="text-muted-foreground italic">(empty)</span>}
      </dd>
    </div>
  );
}

export function DebugPage() {
  useDocumentTitle("Debug");
  const [pathname] = useLocation();
  const search = useSearch();
  const hash = useHash();
  return (
    <>
      <PageHeader title="Debug" description="The current location as the app sees it, for checking links and routing." />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Current location</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">
            <LocationRow label="Pathname" value={pathname} />
            <LocationRow label="Search" value={search ? `?${search}` : ""} />
            <LocationRow label="Hash" value={hash} />
          </dl>
        </CardContent>
      </Card>
    </>
  );
}
