import type { ReactNode } from "react";
import { Link } from "wouter";
import { displayName } from "@contract/display-name";
import type { PublicUser } from "@contract/users";
import { UserAvatar } from "@/components/user-avatar";

/** A person in a side panel: avatar, name (both to their profile), church and one more line. */
export function PersonSummary({ person, detail }: { person: PublicUser; detail?: ReactNode }) {
  const href = `/profile/${person.id}`;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <UserAvatar user={person} />
      </Link>
      <div className="min-w-0 flex-1">
        {/* The whole name, on two lines if need be: beside a longer "Connect" (Spanish, Portuguese) it was cut short. */}
        <Link
          href={href}
          className="block text-sm wrap-anywhere font-semibold outline-none hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {displayName(person)}
        </Link>
        {person.churchAffiliation && <p className="truncate text-xs text-muted-foreground">{person.churchAffiliation}</p>}
        {detail}
      </div>
    </div>
  );
}
