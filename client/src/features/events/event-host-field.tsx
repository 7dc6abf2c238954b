import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ChurchSummary } from "@contract/churches";
import type { EventHostShown } from "@contract/events";
import type { Group } from "@contract/groups";
import { NativeSelect } from "@/components/ui/native-select";
import { MY_CHURCHES_KEY } from "@/lib/church-cache";
import { MY_GROUPS_KEY } from "@/lib/group-cache";
import { i18n } from "@/lib/i18n";
import type { EventFormValues } from "./event-form-values";
import { FieldShell, fieldAria } from "./field-shell";

const messages = i18n("events/event-host-field", {
  host: "Host",
  me: "Me and my connections",
  churches: "Churches I lead",
  groups: "My groups",
  loading: "Loading...",
  memberHint: "Your connections see it in their calendars.",
  groupHint: "Everyone who can see the group sees it.",
  audience: "Who sees it",
  public: "Everyone signed in",
  members: "Church members only",
});

/** Whose event a new one is: the maker's own (for their connections), a church they lead, or a group of theirs. */
export function HostField({ form }: { form: UseFormReturn<EventFormValues> }) {
  const t = useStore(messages);
  const id = useId();
  const churches = useQuery<ChurchSummary[]>({ queryKey: MY_CHURCHES_KEY });
  const groups = useQuery<Group[]>({ queryKey: MY_GROUPS_KEY });
  const led = churches.data?.filter((church) => church.myRole === "owner" || church.myRole === "leader") ?? [];
  const joined = groups.data?.filter((group) => group.myRole !== null) ?? [];
  const host = form.watch("host");
  const listed = host === "member" || led.some((c) => `church:${c.id}` === host) || joined.some((g) => `group:${g.id}` === host);
  const error = form.formState.errors.host?.message;
  return (
    <div className={host.startsWith("church:") ? "grid gap-4 sm:grid-cols-2" : "grid"}>
      <FieldShell
        id={id}
        label={t.host}
        error={error}
        hint={host.startsWith("group:") ? t.groupHint : host === "member" ? t.memberHint : undefined}
      >
        {/* Held by the form, not the page: while my churches and groups are read, the options
            change under it, and a select left to itself falls back to the first (myself). */}
        <NativeSelect
          className="h-11 w-full"
          {...fieldAria(id, error, host !== "" && !host.startsWith("church:"))}
          name="host"
          value={host}
          onChange={(event) => form.setValue("host", event.target.value, { shouldDirty: true, shouldValidate: true })}
        >
          <option value="member">{t.me}</option>
          {/* Until my churches and groups are read, the host given by the page opening the form. */}
          {!listed && <option value={host}>{t.loading}</option>}
          {led.length > 0 && (
            <optgroup label={t.churches}>
              {led.map((church) => (
                <option key={church.id} value={`church:${church.id}`}>
                  {church.name}
                </option>
              ))}
            </optgroup>
          )}
          {joined.length > 0 && (
            <optgroup label={t.groups}>
              {joined.map((group) => (
                <option key={group.id} value={`group:${group.id}`}>
                  {group.name}
                </option>
              ))}
            </optgroup>
          )}
        </NativeSelect>
      </FieldShell>
      {host.startsWith("church:") && <AudienceField form={form} />}
    </div>
  );
}

/** A church event's audience: anyone signed in, or its members. */
export function AudienceField({ form }: { form: UseFormReturn<EventFormValues> }) {
  const t = useStore(messages);
  const id = useId();
  const error = form.formState.errors.audience?.message;
  return (
    <FieldShell id={id} label={t.audience} error={error}>
      <NativeSelect className="h-11 w-full" {...fieldAria(id, error)} {...form.register("audience")}>
        <option value="public">{t.public}</option>
        <option value="members">{t.members}</option>
      </NativeSelect>
    </FieldShell>
  );
}

/** An event's host as its edit form shows it: the host never changes once it is made. */
export function HostShown({ host }: { host: EventHostShown }) {
  const t = useStore(messages);
  return (
    <p className="text-sm">
      <span className="font-medium">{t.host}: </span>
      <span className="text-muted-foreground">{host.kind === "member" ? t.me : host.name}</span>
    </p>
  );
}
