import type { ReactNode } from "react";
import { Link } from "wouter";
import { displayName } from "@contract/display-name";
import type { PublicUser } from "@contract/users";
import { UserAvatar } from "@/components/user-avatar";

/** A person in a list (a group's members, the moderation team): avatar and name (to their profile), badges, and actions on the right. */
export function MemberRow({
  person,
  badges,
  detail,
  actions,
}: {
  person: PublicUser;
  badges?: ReactNode;
  detail?: ReactNode;
  actions?: ReactNode;
}) {
  const href = `/profile/${person.id}`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="flex min-w-0 flex-1 basis-48 items-center gap-3">
        <Link href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <UserAvatar user={person} />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <Link
              href={href}
              dir="auto"
              className="truncate text-sm font-semibold outline-none hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {displayName(person)}
            </Link>
            {badges}
          </div>
          {detail ??
            (person.churchAffiliation && (
              <p dir="auto" className="truncate text-xs text-muted-foreground">
                {person.churchAffiliation}
              </p>
            ))}
        </div>
      </div>
      {/* On a narrow screen the actions take a line of their own, and wrap within it. */}
      {actions && <div className="ml-auto flex max-w-full flex-wrap items-center justify-end gap-2">{actions}</div>}
    </li>
  );
}
