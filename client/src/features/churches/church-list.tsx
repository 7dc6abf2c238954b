import { useStore } from "@nanostores/react";
import { Church as ChurchIcon, Plus, Search } from "lucide-react";
import type { ChurchSummary } from "@contract/churches";
import { EmptyStateCard } from "@/components/empty-state-card";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";
import { ChurchCard } from "./church-card";
import { useMyChurches } from "./church-queries";

const messages = i18n("churches/church-list", {
  loading: "Loading your churches",
  loadFailed: "We could not load your churches",
  none: "No church yet",
  noneHint: "Find your church and join it, or bring your congregation to Koinonia: create its page and invite your people.",
  create: "Create a church",
  find: "Find a church",
});

/** 'My churches': the cards, skeletons while loading, or an invitation to find or create one. */
export function ChurchList({ onCreate, onFind }: { onCreate: () => void; onFind: () => void }) {
  const t = useStore(messages);
  const churches = useMyChurches();
  if (churches.isPending) {
    return (
      <div role="status" aria-label={t.loading} className="grid gap-4 sm:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
            <div className="flex gap-3">
              <Skeleton className="size-10 rounded-lg" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3.5 w-1/2" />
              </div>
            </div>
            <Skeleton className="mt-2 h-3.5 w-3/4" />
          </div>
        ))}
      </div>
    );
  }
  if (churches.isError) return <LoadError title={t.loadFailed} error={churches.error} onRetry={churches.refetch} />;
  if (churches.data.length === 0) {
    return (
      <EmptyStateCard icon={ChurchIcon} tone="secondary" title={t.none} text={t.noneHint}>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button variant="outline" onClick={onFind}>
            <Search aria-hidden="true" />
            {t.find}
          </Button>
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            {t.create}
          </Button>
        </div>
      </EmptyStateCard>
    );
  }
  return <ChurchCards churches={churches.data} />;
}

function ChurchCards({ churches }: { churches: ChurchSummary[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {churches.map((church) => (
        <li key={church.id}>
          <ChurchCard church={church} />
        </li>
      ))}
    </ul>
  );
}
