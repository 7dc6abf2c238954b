import { useStore } from "@nanostores/react";
import { Lock, Users } from "lucide-react";
import { Link } from "wouter";
import type { Group } from "@contract/groups";
import { GroupJoinActions } from "@/components/group-join-actions";
import { i18n } from "@/lib/i18n";
import { useJoinFoundGroup } from "./search-mutations";
import { searchWords } from "./search-words";

const messages = i18n("search/group-result", { private: "Private" });

/** A group found: name (to its page), members, description, and Join for a public one I am not in. */
export function GroupResult({ group }: { group: Group }) {
  const t = useStore(messages);
  const w = useStore(searchWords);
  const join = useJoinFoundGroup(group);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border bg-card p-3 sm:p-4">
      <div className="min-w-0 flex-1 basis-56">
        <Link
          href={`/groups/${group.id}`}
          dir="auto"
          className="font-semibold wrap-anywhere outline-none hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {group.name}
        </Link>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-3.5" />
            {w.members(group.memberCount)}
          </span>
          {group.isPrivate && (
            <span className="inline-flex items-center gap-1">
              <Lock aria-hidden="true" className="size-3.5" />
              {t.private}
            </span>
          )}
        </p>
        {group.description && (
          <p dir="auto" className="mt-1 line-clamp-2 text-sm wrap-anywhere text-foreground/90">
            {group.description}
          </p>
        )}
      </div>
      <GroupJoinActions group={group} join={join} showAdmin />
    </li>
  );
}
