import { useStore } from "@nanostores/react";
import { Radio } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { MAX_ROOM_SCHEDULE_DAYS, MAX_ROOM_TITLE } from "@contract/limits";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { i18n } from "@/lib/i18n";
import { useOpenRoom } from "./room-mutations";

const messages = i18n("rooms/open-room-form", {
  titleLabel: "Room title (optional)",
  titlePlaceholder: "e.g. Evening prayer",
  whenLegend: "When it starts",
  now: "Now",
  later: "At a set time",
  startsLabel: "Start date and time",
  opening: "Opening...",
  schedule: "Schedule the room",
  openForGroup: "Open a room for this group",
  open: "Open a prayer room",
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment as a `datetime-local` value: the member's own local date and time, to the minute. */
function localInputValue(ms: number): string {
  const at = new Date(ms);
  at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
  return at.toISOString().slice(0, 16);
}

/** A `datetime-local` value as an instant (read as local time); left as typed when it is no date, for the server to refuse. */
function instant(value: string): string {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

/**
 * Opens a prayer room (for my connections, or for a group I lead), now or at a set time in my
 * own local time, and takes me to it.
 */
export function OpenRoomForm({ groupId, idPrefix }: { groupId?: number; idPrefix: string }) {
  const t = useStore(messages);
  const [title, setTitle] = useState("");
  const [when, setWhen] = useState<"now" | "later">("now");
  const [startsAt, setStartsAt] = useState("");
  const [, navigate] = useLocation();
  const open = useOpenRoom((room) => navigate(`/rooms/${room.id}`));
  const later = when === "later";
  const choice = (value: "now" | "later", label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="radio" name={`${idPrefix}-room-when`} value={value} checked={when === value} onChange={() => setWhen(value)} />
      {label}
    </label>
  );
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        open.mutate({ title: title.trim() || undefined, groupId, startsAt: later ? instant(startsAt) : undefined });
      }}
    >
      {/* Shown, not only read out: the placeholder is a short example, which every language's words fit in the field. */}
      <label htmlFor={`${idPrefix}-room-title`} className="-mb-1.5 text-sm font-medium">
        {t.titleLabel}
      </label>
      <Input
        id={`${idPrefix}-room-title`}
        value={title}
        maxLength={MAX_ROOM_TITLE}
        placeholder={t.titlePlaceholder}
        onChange={(event) => setTitle(event.target.value)}
      />
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="sr-only">{t.whenLegend}</legend>
        {choice("now", t.now)}
        {choice("later", t.later)}
        {later && (
          <>
            <label htmlFor={`${idPrefix}-room-starts`} className="sr-only">
              {t.startsLabel}
            </label>
            <Input
              id={`${idPrefix}-room-starts`}
              type="datetime-local"
              required
              className="w-auto"
              value={startsAt}
              min={localInputValue(Date.now())}
              max={localInputValue(Date.now() + MAX_ROOM_SCHEDULE_DAYS * DAY_MS)}
              onChange={(event) => setStartsAt(event.target.value)}
            />
          </>
        )}
      </fieldset>
      <Button
        type="submit"
        variant="gold"
        disabled={open.isPending}
        className="h-auto min-h-9 max-w-full self-start py-2 text-left whitespace-normal"
      >
        <Radio aria-hidden="true" />
        {open.isPending ? t.opening : later ? t.schedule : groupId ? t.openForGroup : t.open}
      </Button>
    </form>
  );
}
