import { useStore } from "@nanostores/react";
import { Megaphone } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { type Church, CreateAnnouncementBody } from "@contract/churches";
import { DEFAULT_PIN_DAYS, MAX_ANNOUNCEMENT_BODY, MAX_ANNOUNCEMENT_TITLE } from "@contract/limits";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { refusalOf } from "@/lib/api-error";
import { count, i18n } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import { useFieldErrors } from "@/lib/use-field-errors";
import { usePostAnnouncement } from "./announcement-mutations";
import { type FieldErrors, fieldErrors } from "./church-form-errors";

const messages = i18n("churches/announcement-composer", {
  newAnnouncement: "New announcement",
  title: "Title",
  titlePlaceholder: "Potluck after the service on Sunday",
  text: "Text",
  textPlaceholder: "What the church should know: what, when, where, and whom to ask.",
  keepPinned: "Keep pinned for",
  days: count({ one: "{count} day", other: "{count} days" }),
  pinHint: "It stays at the top of every member's home page this long; here, for good.",
  post: "Post announcement",
  posting: "Posting...",
});

const PIN_DAYS = [1, 3, 7, 14, 30, 60] as const;

const EMPTY = { title: "", body: "", pinDays: DEFAULT_PIN_DAYS };

/** A server's refusal of a field the form shows beside it; anything else the toast says alone. */
function refusedField(error: unknown): FieldErrors {
  const message = refusalOf(error);
  if (!message) return {};
  if (/^title/i.test(message) || message === "Please enter a title") return { title: message };
  if (/^announcement|write the announcement/i.test(message)) return { body: message };
  if (/^pinned/i.test(message)) return { pinDays: message };
  return {};
}

/** Announcements, for leaders: a title, the words, and how long it stays pinned on members' home pages. */
export function AnnouncementComposer({ church }: { church: Church }) {
  const t = useStore(messages);
  const ids = useId();
  const [values, setValues] = useState(EMPTY);
  const post = usePostAnnouncement(church, {
    onPosted: () => {
      setValues(EMPTY);
      show({});
    },
  });
  const { form, errors, show } = useFieldErrors<FieldErrors>(post.isPending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    // The server's own schema: the form and the server never disagree.
    const parsed = CreateAnnouncementBody.safeParse(values);
    if (!parsed.success) {
      show(fieldErrors(parsed.error));
      return;
    }
    show({});
    post.mutate(values, {
      onError: (error) => show(refusedField(error)),
    });
  };

  const bodyError = errors.body;
  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`} className="grid gap-4 p-5 sm:p-6">
      <h2 id={`${ids}-heading`} className="flex items-center gap-2 text-base font-semibold">
        <Megaphone aria-hidden="true" className="size-4 text-primary" />
        {t.newAnnouncement}
      </h2>
      <fieldset disabled={post.isPending} className="grid min-w-0 gap-4">
        <FormField
          label={t.title}
          value={values.title}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
          placeholder={t.titlePlaceholder}
          maxLength={MAX_ANNOUNCEMENT_TITLE}
          autoComplete="off"
          error={errors.title}
        />
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-body`}>{t.text}</Label>
          <Textarea
            id={`${ids}-body`}
            value={values.body}
            onChange={(event) => setValues({ ...values, body: event.target.value })}
            placeholder={t.textPlaceholder}
            maxLength={MAX_ANNOUNCEMENT_BODY}
            rows={5}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? `${ids}-body-error` : undefined}
            className="resize-y"
          />
          {bodyError && (
            <p id={`${ids}-body-error`} className="text-sm font-medium text-destructive">
              {translatedServerMessage(bodyError)}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-pin`}>{t.keepPinned}</Label>
            <NativeSelect
              id={`${ids}-pin`}
              value={values.pinDays}
              onChange={(event) => setValues({ ...values, pinDays: Number(event.target.value) })}
              aria-describedby={`${ids}-pin-hint`}
              aria-invalid={errors.pinDays ? true : undefined}
              className="h-10 w-full sm:w-44"
            >
              {PIN_DAYS.map((days) => (
                <option key={days} value={days}>
                  {t.days(days)}
                </option>
              ))}
            </NativeSelect>
            <p id={`${ids}-pin-hint`} className="text-xs text-muted-foreground">
              {errors.pinDays ? <span className="font-medium text-destructive">{translatedServerMessage(errors.pinDays)}</span> : t.pinHint}
            </p>
          </div>
          <Button type="submit" className="sm:mb-6">
            <Megaphone aria-hidden="true" />
            {post.isPending ? t.posting : t.post}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
