import { useStore } from "@nanostores/react";
import { roleName } from "./demo-roles";
import { Check } from "lucide-react";
import { UserAvatar } from "@/components/user-avatar";
import { displayName } from "@contract/display-name";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import type { DemoMember } from "./demo-queries";
import { Skeleton } from "@/components/ui/skeleton";

const messages = i18n("demo/family-picker", {
  choose: "Choose a family member",
  loading: "Loading the demo family",
});

/** The four family members as toggle cards; exactly one is pressed at a time. */
export function FamilyPicker({
  members,
  selectedId,
  onSelect,
}: {
  members: DemoMember[];
  selectedId: number | undefined;
  onSelect: (member: DemoMember) => void;
}) {
  const t = useStore(messages);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset keeps min-inline-size: min-content, which stops this grid from shrinking on narrow screens; role="group" gives the buttons the same grouping
    <div role="group" aria-label={t.choose} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {members.map((member) => {
        const selected = member.id === selectedId;
        return (
          <button
            key={member.id}
            type="button"
            aria-pressed={selected}
            onClick={() => onSelect(member)}
            className={cn(
              "relative flex min-w-0 flex-col items-center gap-2 rounded-xl border bg-card px-3 py-4 text-center shadow-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:flex-row sm:text-left",
              selected ? "border-primary bg-secondary ring-1 ring-primary" : "hover:border-primary/40 hover:bg-muted",
            )}
          >
            <UserAvatar user={member} className={cn("size-12", selected && "ring-2 ring-card")} />
            <span className="grid min-w-0 gap-0.5">
              <span className="text-sm font-semibold text-balance break-words">{displayName(member)}</span>
              <span className={cn("text-xs font-medium", selected ? "text-primary" : "text-muted-foreground")}>{roleName(member.role)}</span>
            </span>
            {selected && <Check aria-hidden="true" className="absolute top-2 right-2 size-4 text-primary" />}
          </button>
        );
      })}
    </div>
  );
}

export function FamilyPickerSkeleton() {
  const t = useStore(messages);
  return (
    <div role="status" aria-label={t.loading} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own; the list never reorders
        <div key={i} className="flex flex-col items-center gap-2 rounded-xl border bg-card px-3 py-4 sm:flex-row">
          <Skeleton className="size-12 shrink-0 rounded-full" />
          <div className="grid w-full gap-2">
            <Skeleton className="mx-auto h-3.5 w-3/4 sm:mx-0" />
            <Skeleton className="mx-auto h-3 w-1/3 sm:mx-0" />
          </div>
        </div>
      ))}
    </div>
  );
}
