import { Check } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import type { Group } from "@contract/groups";
import { Button, buttonVariants } from "@/components/ui/button";

/** What a row needs of its join mutation (each finder updates its own lists once joined). */
export interface JoinState {
  isPending: boolean;
  isSuccess: boolean;
  mutate: () => void;
}

/**
 * The right of a found group's row: Join for a group I am not in; once in, "Joined" (or
 * "Admin", where `showAdmin`) and a 'View Group' link.
 */
export function GroupJoinActions({ group, join, showAdmin = false }: { group: Group; join: JoinState; showAdmin?: boolean }) {
  const member = group.myRole !== null;
  const viewLink = useRef<HTMLAnchorElement>(null);
  // Joined: the Join button is gone, so keyboard focus moves to 'View Group' in its place.
  useEffect(() => {
    if (join.isSuccess) viewLink.current?.focus();
  }, [join.isSuccess]);
  return (
    <div className="ml-auto flex shrink-0 items-center gap-2">
      {member ? (
        <>
          <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
            <Check aria-hidden="true" className="size-4" />
            {showAdmin && group.myRole === "admin" ? "Admin" : "Joined"}
          </span>
          <Link
            ref={viewLink}
            href={`/groups/${group.id}`}
            aria-label={`View Group: ${group.name}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            View Group
          </Link>
        </>
      ) : (
        <Button size="sm" disabled={join.isPending} aria-label={`Join ${group.name}`} onClick={() => join.mutate()}>
          {join.isPending ? "Joining..." : "Join"}
        </Button>
      )}
    </div>
  );
}
