import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { MyConnection } from "@contract/connections";
import { displayName } from "@contract/display-name";
import { MAX_AUDIENCE_PEOPLE } from "@contract/prayer";
import { Input } from "@/components/ui/input";
import { count, i18n, params } from "@/lib/i18n";
import { UserAvatar } from "@/components/user-avatar";
import { useMyConnections } from "@/lib/connection-cache";

const messages = i18n("prayer/people-picker", {
  loading: "Loading your connections...",
  loadError: "Your connections could not be loaded.",
  noConnections: "You have no connections to choose yet.",
  choosePeople: "Choose people",
  chosen: count({ one: "({count} chosen)", other: "({count} chosen)" }),
  search: "Search your connections",
  atMost: params<{ max: number }>("You can choose at most {max} people."),
});

/** Picks the connections a post is shared with by name (a search box once the list is long). */
export function PeoplePicker({ chosen, onChange }: { chosen: number[]; onChange: (userIds: number[]) => void }) {
  const t = useStore(messages);
  const connections = useMyConnections();
  const [search, setSearch] = useState("");
  if (connections.isPending) return <p className="text-sm text-muted-foreground">{t.loading}</p>;
  if (connections.isError) return <p className="text-sm text-destructive">{t.loadError}</p>;
  if (connections.data.length === 0) return <p className="text-sm text-muted-foreground">{t.noConnections}</p>;

  const needle = search.trim().toLowerCase();
  const shown = needle ? connections.data.filter(({ user }) => displayName(user).toLowerCase().includes(needle)) : connections.data;
  const toggle = ({ user }: MyConnection, on: boolean) => onChange(on ? [...chosen, user.id] : chosen.filter((id) => id !== user.id));
  const full = chosen.length >= MAX_AUDIENCE_PEOPLE;

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">
        {t.choosePeople} <span className="font-normal text-muted-foreground">{t.chosen(chosen.length)}</span>
      </legend>
      {connections.data.length > 8 && (
        <Input
          type="search"
          aria-label={t.search}
          placeholder={t.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="h-9"
        />
      )}
      <ul className="grid max-h-52 grid-cols-1 gap-0.5 overflow-y-auto sm:grid-cols-2">
        {shown.map((connection) => {
          const checked = chosen.includes(connection.user.id);
          return (
            <li key={connection.user.id}>
              <label className="flex min-w-0 cursor-pointer items-center gap-2 rounded-md px-1.5 py-1 text-sm hover:bg-muted">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggle(connection, event.target.checked)}
                  className="size-4 shrink-0 accent-primary"
                />
                <UserAvatar user={connection.user} className="size-7 text-xs" />
                <span dir="auto" className="truncate">
                  {displayName(connection.user)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {full && <p className="text-xs text-muted-foreground">{t.atMost({ max: MAX_AUDIENCE_PEOPLE })}</p>}
    </fieldset>
  );
}
