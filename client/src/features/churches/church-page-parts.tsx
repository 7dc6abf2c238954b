import { useStore } from "@nanostores/react";
import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("churches/church-page-parts", {
  churches: "Churches",
  church: "Church",
  loading: "Loading church",
  loadFailed: "This church could not be loaded",
});

/** The way back to the churches page, above a church's own. */
export function BackToChurches() {
  const t = useStore(messages);
  return (
    <Link href="/churches" className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-2 justify-self-start" })}>
      <ArrowLeft aria-hidden="true" />
      {t.churches}
    </Link>
  );
}

export function ChurchLoadError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const t = useStore(messages);
  useDocumentTitle(t.church);
  return <LoadError title={t.loadFailed} titleAs="h1" error={error} onRetry={onRetry} />;
}

export function ChurchSkeleton() {
  const t = useStore(messages);
  useDocumentTitle(t.church);
  return (
    <div role="status" aria-label={t.loading} className="grid gap-6">
      <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
        <Skeleton className="h-20 rounded-none sm:h-24" />
        <div className="grid gap-3 p-6">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
      <Skeleton className="h-11 w-full rounded-lg" />
      <div className="grid gap-3 rounded-xl border bg-card p-6 shadow-sm">
        <Skeleton className="h-5 w-1/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}
