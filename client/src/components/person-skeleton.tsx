import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder rows for a side panel while its people load. */
export function PersonSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid grid-cols-1 gap-4">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own; the list never reorders
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-3.5 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
