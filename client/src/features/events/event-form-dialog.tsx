import { useStore } from "@nanostores/react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { CreateEventBody, type EventDetail, type EventHostBody, UpdateEventBody } from "@contract/events";
import { MAX_EVENT_CAPACITY, MAX_EVENT_DESCRIPTION, MAX_EVENT_PLACE, MAX_EVENT_TITLE, MAX_URL_LENGTH } from "@contract/limits";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { refusalOf } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { useFieldRefusal } from "@/lib/use-field-refusal";
import { CoverField } from "./event-cover-field";
import {
  createBody,
  type EventFormValues,
  eventValues,
  formFields,
  issuesByField,
  type LocalProblem,
  newEventValues,
  refusedField,
  updateBody,
} from "./event-form-values";
import { HostField, HostShown, AudienceField } from "./event-host-field";
import { useCreateEvent, useUpdateEvent } from "./event-mutations";
import { RepeatFields } from "./event-repeat-fields";
import { TimeFields } from "./event-time-fields";
import { FieldShell, fieldAria } from "./field-shell";

const messages = i18n("events/event-form-dialog", {
  newTitle: "New event",
  newDescription: "A service, a study, a meal: people see it in their calendars and answer whether they're coming.",
  editTitle: "Edit event",
  editDescription: "Changes to the time or the repeat apply to the dates still to come.",
  title: "Title",
  titleExample: "e.g. Sunday worship",
  description: "Description",
  descriptionExample: "What to expect, what to bring, who it is for.",
  place: "Place",
  placeExample: "e.g. Grace Chapel, 12 Main Street",
  onlineUrl: "Online link",
  onlineExample: "https://… or a prayer room: /rooms/12",
  capacity: "Places",
  capacityHint: "Leave empty for no limit. When it is full, people join a waiting list.",
  cancel: "Cancel",
  create: "Create event",
  creating: "Creating...",
  save: "Save changes",
  saving: "Saving...",
  untilBeforeStart: "The last date must be on or after the start",
  countInvalid: "Enter how many times, from 1 to 999",
});

/**
 * The event form in a dialog: a new event (its host chosen already when `host` is given), or
 * `event` to edit. A new event's page opens once it is made.
 */
export function EventFormDialog({
  open,
  onOpenChange,
  host,
  event,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  host?: EventHostBody;
  event?: EventDetail;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {/* Mounted only while open, so every opening starts from the event as it is now. */}
        <EventForm host={host} event={event} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EventForm({ host, event, onDone }: { host?: EventHostBody; event?: EventDetail; onDone: () => void }) {
  const t = useStore(messages);
  const id = useId();
  const [, navigate] = useLocation();
  const form = useForm<EventFormValues>({ defaultValues: event ? eventValues(event) : newEventValues(host) });
  const create = useCreateEvent({
    onCreated: (made) => {
      onDone();
      navigate(`/events/${made.id}`);
    },
  });
  const update = useUpdateEvent(event?.id ?? 0, { onSaved: onDone });
  const pending = create.isPending || update.isPending;
  const refuse = useFieldRefusal(form, pending);
  const { errors } = form.formState;

  const showIssues = (error: z.ZodError) => {
    const found = Object.entries(issuesByField(error));
    for (const [field, message] of found) form.setError(field as keyof EventFormValues, { message });
    const first = found[0]?.[0];
    if (first) form.setFocus(first as keyof EventFormValues);
  };
  const onRefused = (error: unknown) => {
    const message = refusalOf(error);
    const field = message ? refusedField(message) : null;
    if (message && field) refuse(field, message);
  };

  const submit = form.handleSubmit((values) => {
    const made = formFields(values);
    if ("problem" in made) {
      form.setError(made.field, { message: t[made.problem satisfies LocalProblem] }, { shouldFocus: true });
      return;
    }
    if (event) {
      const body = updateBody(event, values, made.fields);
      if (Object.keys(body).length === 0) return onDone();
      const parsed = UpdateEventBody.safeParse(body);
      if (!parsed.success) return showIssues(parsed.error);
      update.mutate(body, { onError: onRefused });
    } else {
      const body = createBody(values, made.fields);
      // The server's own schema: the form and the server never disagree.
      const parsed = CreateEventBody.safeParse(body);
      if (!parsed.success) return showIssues(parsed.error);
      create.mutate(body, { onError: onRefused });
    }
  });

  const coverUrl = form.watch("coverUrl");
  const descriptionError = errors.description?.message;
  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <DialogHeader>
        <DialogTitle>{event ? t.editTitle : t.newTitle}</DialogTitle>
        <DialogDescription>{event ? t.editDescription : t.newDescription}</DialogDescription>
      </DialogHeader>
      <fieldset disabled={pending} className="grid min-w-0 gap-5">
        {event ? (
          <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
            <HostShown host={event.host} />
            {event.host.kind === "church" && <AudienceField form={form} />}
          </div>
        ) : (
          <HostField form={form} />
        )}
        <FormField
          label={t.title}
          placeholder={t.titleExample}
          maxLength={MAX_EVENT_TITLE}
          required
          error={errors.title?.message}
          {...form.register("title")}
        />
        <TimeFields form={form} />
        <RepeatFields form={form} />
        <FormField
          label={t.place}
          placeholder={t.placeExample}
          maxLength={MAX_EVENT_PLACE}
          autoComplete="off"
          error={errors.place?.message}
          {...form.register("place")}
        />
        <FormField
          label={t.onlineUrl}
          placeholder={t.onlineExample}
          maxLength={MAX_URL_LENGTH}
          inputMode="url"
          autoComplete="off"
          error={errors.onlineUrl?.message}
          {...form.register("onlineUrl")}
        />
        <FieldShell id={`${id}-capacity`} label={t.capacity} hint={t.capacityHint} error={errors.capacity?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_EVENT_CAPACITY}
            className="w-32"
            {...fieldAria(`${id}-capacity`, errors.capacity?.message, true)}
            {...form.register("capacity")}
          />
        </FieldShell>
        <FieldShell id={`${id}-description`} label={t.description} error={descriptionError}>
          <Textarea
            rows={4}
            maxLength={MAX_EVENT_DESCRIPTION}
            placeholder={t.descriptionExample}
            {...fieldAria(`${id}-description`, descriptionError)}
            {...form.register("description")}
          />
        </FieldShell>
        <CoverField value={coverUrl} error={errors.coverUrl?.message} onChange={(url) => form.setValue("coverUrl", url, { shouldDirty: true })} />
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={pending}>
            {t.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {event ? (update.isPending ? t.saving : t.save) : create.isPending ? t.creating : t.create}
        </Button>
      </DialogFooter>
    </form>
  );
}
