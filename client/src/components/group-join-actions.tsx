import { useStore } from "@nanostores/react";
import { Check } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import type { Group } from "@contract/groups";
import { Button, buttonVariants } from "@/components/ui/button";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("components/group-join-actions", {
  admin: "Admin",
  joined: "Joined",
  viewGroup: "View Group",
  viewGroupNamed: params<{ name: string }>("View Group: {name}"),
  join: "Join",
  joinNamed: params<{ name: string }>("Join {name}"),
  joining: "Joining...",
});

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
  const t = useStore(messages);
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
            {showAdmin && group.myRole === "admin" ? t.admin : t.joined}
          </span>
          <Link
            ref={viewLink}
            href={`/groups/${group.id}`}
            aria-label={t.viewGroupNamed({ name: group.name })}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {t.viewGroup}
          </Link>
        </>
      ) : (
        <Button size="sm" disabled={join.isPending} aria-label={t.joinNamed({ name: group.name })} onClick={() => join.mutate()}>
          {join.isPending ? t.joining : t.join}
        </Button>
      )}
    </div>
  );
}
