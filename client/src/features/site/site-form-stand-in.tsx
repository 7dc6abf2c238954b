import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** Holds the site settings form's place while its code or the settings load. */
export function SiteFormStandIn({ label }: { label: string }) {
  return (
    <Card role="status" aria-label={label} className="grid gap-5 p-4 sm:p-6">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-11 w-full" />
    </Card>
  );
}
