import { useStore } from "@nanostores/react";
import { Check, CircleHelp, Clock, Minus, Plus, X } from "lucide-react";
import type { EventDetail, Occurrence, RsvpAnswer } from "@contract/events";
import { MAX_EVENT_GUESTS } from "@contract/limits";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { count, i18n, params } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useRsvp } from "./rsvp-mutation";

const messages = i18n("events/rsvp-card", {
  question: "Are you going?",
  yourAnswer: "Your answer",
  going: "Going",
  maybe: "Maybe",
  no: "Can't go",
  guests: "Guests with you",
  fewerGuests: "One guest fewer",
  moreGuests: "One guest more",
  withdraw: "Withdraw my answer",
  placesTaken: params<{ taken: number; capacity: number }>("{taken} of {capacity} places taken"),
  goingCount: count({ one: "{count} going", other: "{count} going" }),
  full: "This event is full. Answer Going to join the waiting list.",
  waitlisted: "You're on the waiting list. You'll move up on your own when a place frees up, and we'll tell you.",
  cancelled: "This date is cancelled.",
  eventCancelled: "This event is cancelled.",
  passed: "This date has passed.",
});

const ANSWERS: { answer: RsvpAnswer; icon: typeof Check }[] = [
  { answer: "going", icon: Check },
  { answer: "maybe", icon: CircleHelp },
  { answer: "no", icon: X },
];

/**
 * The viewer's answer to the chosen occurrence (Going, Maybe, Can't go), with the guests they
 * bring, how full it is and the waiting list; once it is cancelled or over, only what was.
 */
export function RsvpCard({ event, occurrence }: { event: EventDetail; occurrence: Occurrence }) {
  const t = useStore(messages);
  const rsvp = useRsvp(occurrence);
  // The answer being sent shows at once; the server's copy (perhaps on the waiting list) follows.
  const sending = rsvp.isPending ? rsvp.variables : undefined;
  const mine = sending === undefined ? occurrence.myRsvp : sending && { ...sending, waitlisted: occurrence.myRsvp?.waitlisted ?? false };
  const passed = Date.parse(occurrence.endsAt) < Date.now();
  const closed = event.cancelled || occurrence.cancelled || passed;
  const full = occurrence.capacity !== null && occurrence.goingCount >= occurrence.capacity;
  const answer = (next: RsvpAnswer, guests = next === "no" ? 0 : (mine?.guests ?? 0)) => rsvp.mutate({ answer: next, guests });
  let notice: string | null = null;
  if (event.cancelled) notice = t.eventCancelled;
  else if (occurrence.cancelled) notice = t.cancelled;
  else if (passed) notice = t.passed;

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="rsvp-title" aria-busy={rsvp.isPending || undefined} className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="rsvp-title" className="text-base font-semibold">
            {t.question}
          </h2>
          <p className="text-sm text-muted-foreground">
            {occurrence.capacity === null
              ? t.goingCount(occurrence.goingCount)
              : t.placesTaken({ taken: Math.min(occurrence.goingCount, occurrence.capacity), capacity: occurrence.capacity })}
          </p>
        </div>
        {occurrence.capacity !== null && (
          <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
            <div
              className={cn("h-full rounded-full", full ? "bg-gold" : "bg-primary")}
              style={{ width: `${Math.min(100, (occurrence.goingCount / occurrence.capacity) * 100)}%` }}
            />
          </div>
        )}
        {notice && <p className="rounded-lg bg-muted px-3 py-2 text-sm font-medium">{notice}</p>}
        {!closed && (
          <>
            <fieldset className="grid min-w-0 grid-cols-3 gap-2">
              <legend className="sr-only">{t.yourAnswer}</legend>
              {ANSWERS.map(({ answer: value, icon: Icon }) => {
                const pressed = mine?.answer === value;
                return (
                  <Button
                    key={value}
                    variant={pressed ? "default" : "outline"}
                    aria-pressed={pressed}
                    disabled={rsvp.isPending}
                    onClick={() => !pressed && answer(value)}
                    // On a phone the icon sits over the words, which have the button's whole width then.
                    className="h-auto min-h-11 flex-col gap-1 px-2 py-2 leading-tight whitespace-normal sm:flex-row sm:gap-2"
                  >
                    <Icon aria-hidden="true" />
                    {t[value]}
                  </Button>
                );
              })}
            </fieldset>
            {mine?.waitlisted && (
              <p role="status" className="flex gap-2 rounded-lg border border-gold/50 bg-accent px-3 py-2 text-sm text-accent-foreground">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t.waitlisted}
              </p>
            )}
            {full && !mine?.waitlisted && mine?.answer !== "going" && <p className="text-sm text-muted-foreground">{t.full}</p>}
            {mine && mine.answer !== "no" && (
              <GuestsStepper guests={mine.guests} disabled={rsvp.isPending} onChange={(guests) => answer(mine.answer, guests)} />
            )}
            {mine && (
              <Button
                variant="link"
                className="h-auto justify-self-start p-0 text-muted-foreground"
                disabled={rsvp.isPending}
                onClick={() => rsvp.mutate(null)}
              >
                {t.withdraw}
              </Button>
            )}
          </>
        )}
      </section>
    </Card>
  );
}

function GuestsStepper({ guests, disabled, onChange }: { guests: number; disabled: boolean; onChange: (guests: number) => void }) {
  const t = useStore(messages);
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2">
      <span id="guests-label" className="text-sm font-medium">
        {t.guests}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: its name sits beside it in the row, where a fieldset's legend cannot */}
      <div role="group" aria-labelledby="guests-label" className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label={t.fewerGuests}
          disabled={disabled || guests <= 0}
          onClick={() => onChange(guests - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output aria-live="polite" className="w-6 text-center font-semibold tabular-nums">
          {guests}
        </output>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label={t.moreGuests}
          disabled={disabled || guests >= MAX_EVENT_GUESTS}
          onClick={() => onChange(guests + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
