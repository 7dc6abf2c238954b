import { useStore } from "@nanostores/react";
import { CalendarPlus, CalendarSync, RefreshCw } from "lucide-react";
import { useId } from "react";
import { EVENT_REMINDERS, type EventSettings } from "@contract/events";
import { ConfirmButton } from "@/components/confirm-button";
import { CopyLinkButton, LinkField, useLinkToCopy } from "@/components/link-to-copy";
import { LoadError } from "@/components/load-error";
import { RevokeButton } from "@/components/revoke-button";
import { SettingsSection } from "@/components/settings-section";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";
import { useCreateCalendarFeed, useRevokeCalendarFeed, useSetEventReminder } from "./event-settings-mutations";
import { useEventSettings } from "./event-settings-queries";
import { SegmentedChoice } from "./segmented-choice";

const messages = i18n("account/event-settings-section", {
  title: "Events",
  description: "When we remind you of the events you are going to, and your calendar of them in the calendar app you use.",
  loadError: "Your event settings could not be loaded.",
  loading: "Loading your event settings",
  remindMe: "Remind me",
  remindHint: "Before each event you answered Going or Maybe.",
  // Keyed by the reminder each names.
  day: "A day before",
  hour: "An hour before",
  none: "No reminders",
  calendarFeed: "Calendar feed",
  calendarHint:
    "Subscribe from Google Calendar, Apple Calendar or Thunderbird to see the events you answered and those of your churches, groups and connections.",
  create: "Create my calendar address",
  creating: "Creating...",
  addressLabel: "Your calendar address",
  keepPrivate: "Keep it to yourself: whoever has this address sees your events.",
  copiedHint: "Paste it where your calendar app subscribes to a calendar from the internet (“From URL” or “New calendar subscription”).",
  open: "Open in calendar app",
  remake: "Make a new address",
  remaking: "Making...",
  remakeTitle: "Make a new calendar address?",
  remakeDescription:
    "The address you have now stops working at once: calendars subscribed to it stop updating until you subscribe them to the new one.",
  revokeLabel: "Revoke your calendar address",
  revokeTitle: "Revoke your calendar address?",
  revokeDescription: "It stops working at once: calendars subscribed to it no longer update. You can make a new one at any time.",
});

/** When I am reminded of events I answered, and my private calendar feed of them. */
export function EventSettingsSection() {
  const t = useStore(messages);
  const settings = useEventSettings();
  return (
    <SettingsSection id="events" title={t.title} description={t.description}>
      {settings.isError ? (
        <LoadError titleAs="p" title={t.loadError} error={settings.error} onRetry={() => settings.refetch()} className="py-6" />
      ) : settings.data ? (
        <div className="grid gap-6">
          <ReminderRow saved={settings.data} />
          <CalendarFeed url={settings.data.calendarUrl} />
        </div>
      ) : (
        <div role="status" aria-label={t.loading} className="grid gap-3">
          <Skeleton className="h-10 w-full sm:w-96" />
          <Skeleton className="h-20 w-full" />
        </div>
      )}
    </SettingsSection>
  );
}

function ReminderRow({ saved }: { saved: EventSettings }) {
  const t = useStore(messages);
  const id = useId();
  const save = useSetEventReminder();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-semibold text-foreground">
          {t.remindMe}
        </p>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted-foreground">
          {t.remindHint}
        </p>
      </div>
      <SegmentedChoice
        options={EVENT_REMINDERS.map((reminder) => ({ value: reminder, label: t[reminder] }))}
        value={saved.reminder}
        onChange={(reminder) => save.mutate(reminder)}
        labelledBy={`${id}-label`}
        describedBy={`${id}-hint`}
      />
    </div>
  );
}

/** The feed's address as calendar apps take it: whole, whatever the server sent. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

function CalendarFeed({ url }: { url: string | null }) {
  const t = useStore(messages);
  const id = useId();
  const create = useCreateCalendarFeed();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 border-t pt-5">
      <div>
        <h3 id={`${id}-title`} className="text-sm font-semibold text-foreground">
          {t.calendarFeed}
        </h3>
        <p className="mt-0.5 text-sm text-muted-foreground">{t.calendarHint}</p>
      </div>
      {url ? (
        <FeedAddress url={absolute(url)} />
      ) : (
        <Button variant="outline" className="justify-self-start" disabled={create.isPending} onClick={() => create.mutate()}>
          <CalendarPlus aria-hidden="true" />
          {create.isPending ? t.creating : t.create}
        </Button>
      )}
    </section>
  );
}

/** The address, to copy or open, with the ways to replace it or stop it. */
function FeedAddress({ url }: { url: string }) {
  const t = useStore(messages);
  const link = useLinkToCopy(url, t.copiedHint);
  const remake = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <LinkField link={link} label={t.addressLabel} className="h-10" />
        <p className="text-xs text-muted-foreground">{t.keepPrivate}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <CopyLinkButton link={link} />
        {/* Calendar apps (Apple's, Thunderbird, Outlook) take a webcal: link as a subscription. */}
        <a href={url.replace(/^https?:/, "webcal:")} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <CalendarSync aria-hidden="true" />
          {t.open}
        </a>
        <ConfirmButton
          trigger={
            <>
              <RefreshCw aria-hidden="true" />
              {t.remake}
            </>
          }
          triggerProps={{ size: "sm", variant: "ghost" }}
          title={t.remakeTitle}
          description={t.remakeDescription}
          confirmLabel={t.remake}
          pendingLabel={t.remaking}
          pending={remake.isPending}
          onConfirm={(done) => remake.mutate(undefined, { onSettled: done })}
        />
        <RevokeButton revoke={revoke} label={t.revokeLabel} title={t.revokeTitle} description={t.revokeDescription} />
      </div>
    </div>
  );
}
