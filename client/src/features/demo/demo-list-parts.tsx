import type { ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import { Link } from "wouter";
import { UserAvatar } from "@/components/user-avatar";
import type { PublicUser } from "@contract/users";
import { displayName } from "@contract/display-name";
import { cn } from "@/lib/utils";
import { Skeleton } from "@/components/ui/skeleton";

/** A person in one of the demo lists: avatar, name (to their profile), church, and a detail. */
export function DemoPersonRow({ user, detail, highlight }: { user: PublicUser; detail?: ReactNode; highlight?: boolean }) {
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <UserAvatar user={user} className="size-11" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          href={`/profile/${user.id}`}
          className="truncate rounded-sm text-sm font-semibold outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {displayName(user)}
        </Link>
        {user.churchAffiliation && <p className="truncate text-xs text-muted-foreground">{user.churchAffiliation}</p>}
        {detail && <p className={cn("text-xs", highlight ? "font-medium text-primary" : "text-muted-foreground")}>{detail}</p>}
      </div>
    </li>
  );
}

/** Placeholder rows while a demo list loads. */
export function DemoListSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own; the list never reorders
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-11 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function DemoListError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

export function DemoListEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-muted px-4 py-6 text-center text-sm text-muted-foreground">{children}</p>;
}
