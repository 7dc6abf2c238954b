import { Skeleton } from "@/components/ui/skeleton";

/** Two group cards' outlines while a list of groups loads: name, description, and the card's button. */
export function GroupCardSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {[0, 1].map((i) => (
        <div key={i} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-4/5" />
          <Skeleton className="mt-2 h-9 w-full" />
        </div>
      ))}
    </div>
  );
}
