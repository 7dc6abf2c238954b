import { useStore } from "@nanostores/react";
import { X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "wouter";
import { displayName } from "@contract/display-name";
import { MAX_CIRCLE_PEOPLE, MAX_CIRCLE_TITLE } from "@contract/limits";
import type { PublicUser } from "@contract/users";
import { SearchIconField } from "@/components/search-icon-field";
import { UserAvatar } from "@/components/user-avatar";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { serverMessage } from "@/lib/api-error";
import { useMyConnections } from "@/lib/connection-cache";
import { count, i18n, params } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { useDebounced } from "@/lib/use-debounced";
import { useStartConversation } from "./conversation-mutations";
import { usePeopleSearch } from "./people-search";

const messages = i18n("messages/new-message-dialog", {
  title: "New message",
  description: "Write to one person, or to several together in a circle.",
  to: "To",
  search: "Search for people",
  chosen: count({ one: "{count} person chosen", other: "{count} people chosen" }),
  remove: params<{ name: string }>("Remove {name}"),
  connections: "Your connections",
  found: "People found",
  searching: "Searching...",
  noConnections: "You have no connections yet: search for someone by name.",
  nobody: "No one found by that name.",
  loadError: "The people could not be loaded.",
  circle: "Make it a circle",
  circleHint: "A conversation with a name of its own, kept apart from your one-to-one conversation.",
  circleName: "Circle name",
  optional: "(optional)",
  circleNamePlaceholder: "Tuesday prayer group",
  full: params<{ max: number }>("A circle holds at most {max} people, you included."),
  cancel: "Cancel",
  start: "Start conversation",
  starting: "Starting...",
  notStarted: "The conversation could not be started. Please try again.",
});

const SEARCH_DELAY_MS = 250;
const MOST_OTHERS = MAX_CIRCLE_PEOPLE - 1;

/** Choosing whom to write to (connections first, anyone by name), and a circle's name. */
export function NewMessageDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {/* Mounted only while open, so each conversation is started afresh. */}
        <NewMessageForm onStarted={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NewMessageForm({ onStarted }: { onStarted: () => void }) {
  const t = useStore(messages);
  const ids = useId();
  const me = useCurrentUser().id;
  const [, navigate] = useLocation();
  const [chosen, setChosen] = useState<PublicUser[]>([]);
  const [text, setText] = useState("");
  const [circle, setCircle] = useState(false);
  const [title, setTitle] = useState("");
  const q = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const connections = useMyConnections();
  const found = usePeopleSearch(q);
  const start = useStartConversation({
    onStarted: (conversation) => {
      onStarted();
      navigate(`/messages/${conversation.id}`);
    },
  });

  const needle = text.trim().toLowerCase();
  const mine = (connections.data ?? []).map((c) => c.user).filter((user) => !needle || displayName(user).toLowerCase().includes(needle));
  const known = new Set(mine.map((user) => user.id));
  const others = q.length >= 2 ? (found.data ?? []).filter((user) => user.id !== me && !known.has(user.id)) : [];
  const isChosen = (user: PublicUser) => chosen.some((c) => c.id === user.id);
  const full = chosen.length >= MOST_OTHERS;
  const makesCircle = chosen.length > 1 || circle;

  const toggle = (user: PublicUser, on: boolean) => {
    start.reset();
    setChosen((now) => (on ? [...now, user] : now.filter((c) => c.id !== user.id)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0 || start.isPending) return;
    const name = title.trim();
    start.mutate({ userIds: chosen.map((user) => user.id), ...(makesCircle && { circle: true }), ...(makesCircle && name && { title: name }) });
  };

  const row = (user: PublicUser) => (
    <li key={user.id}>
      <label className="flex min-w-0 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-muted has-focus-visible:ring-2 has-focus-visible:ring-ring">
        <input
          type="checkbox"
          checked={isChosen(user)}
          disabled={!isChosen(user) && full}
          onChange={(event) => toggle(user, event.target.checked)}
          className="size-4 shrink-0 accent-primary"
        />
        <UserAvatar user={user} className="size-8 text-xs" />
        <span dir="auto" className="min-w-0 truncate font-medium">
          {displayName(user)}
        </span>
      </label>
    </li>
  );

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle>{t.title}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
      </DialogHeader>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${ids}-search`}>{t.to}</Label>
        {chosen.length > 0 && (
          <ul aria-label={t.chosen(chosen.length)} className="flex flex-wrap gap-1.5">
            {chosen.map((user) => (
              <li
                key={user.id}
                className="flex min-w-0 items-center gap-1 rounded-full bg-secondary py-0.5 pr-0.5 pl-3 text-sm font-medium text-secondary-foreground"
              >
                <span dir="auto" className="truncate">
                  {displayName(user)}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t.remove({ name: displayName(user) })}
                  onClick={() => toggle(user, false)}
                  className="size-7 rounded-full"
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <SearchIconField>
          <Input
            id={`${ids}-search`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t.search}
            autoComplete="off"
            className="pl-9"
          />
        </SearchIconField>
        <div className="max-h-64 min-h-24 overflow-y-auto rounded-lg border p-1.5">
          {connections.isError && <p className="p-2 text-sm text-destructive">{t.loadError}</p>}
          {mine.length > 0 && (
            <section aria-label={t.connections}>
              <h3 className="px-2 pt-1 pb-0.5 text-xs font-semibold text-muted-foreground">{t.connections}</h3>
              <ul className="grid">{mine.map(row)}</ul>
            </section>
          )}
          {others.length > 0 && (
            <section aria-label={t.found}>
              <h3 className="px-2 pt-2 pb-0.5 text-xs font-semibold text-muted-foreground">{t.found}</h3>
              <ul className="grid">{others.map(row)}</ul>
            </section>
          )}
          {q.length >= 2 && found.isFetching && others.length === 0 && <p className="p-2 text-sm text-muted-foreground">{t.searching}</p>}
          {connections.data && mine.length === 0 && others.length === 0 && !found.isFetching && (
            <p className="p-2 text-sm text-muted-foreground">{needle ? (q.length >= 2 ? t.nobody : "") : t.noConnections}</p>
          )}
        </div>
        {full && <p className="text-xs text-muted-foreground">{t.full({ max: MAX_CIRCLE_PEOPLE })}</p>}
      </div>
      {chosen.length === 1 && (
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={circle}
            onChange={(event) => setCircle(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{t.circle}</span>
            <span className="text-muted-foreground">{t.circleHint}</span>
          </span>
        </label>
      )}
      {makesCircle && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-title`}>
            {t.circleName} <span className="font-normal text-muted-foreground">{t.optional}</span>
          </Label>
          <Input
            id={`${ids}-title`}
            value={title}
            maxLength={MAX_CIRCLE_TITLE}
            onChange={(event) => setTitle(event.target.value)}
            placeholder={t.circleNamePlaceholder}
          />
        </div>
      )}
      {start.isError && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive">
          {serverMessage(start.error) ?? t.notStarted}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={start.isPending}>
            {t.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={chosen.length === 0 || start.isPending}>
          {start.isPending ? t.starting : t.start}
        </Button>
      </DialogFooter>
    </form>
  );
}
