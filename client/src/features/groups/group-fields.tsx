import { useStore } from "@nanostores/react";
import { useId, type RefObject } from "react";
import type { ChurchGroupKind } from "@contract/churches";
import { MAX_GROUP_DESCRIPTION, MAX_GROUP_NAME } from "@contract/limits";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { i18n } from "@/lib/i18n";
import { groupKindWords } from "./group-kind-words";

const messages = i18n("groups/group-fields", {
  groupName: "Group Name",
  namePlaceholder: "e.g. Tuesday Morning Bible Study",
  description: "Description",
  descriptionPlaceholder: "What is this group about? When and where do you meet?",
  privateGroup: "Private Group (invitation only)",
  privateHint: "Only invited members can find it, see its posts or join.",
  publicHint: "Anyone on Koinonia can find this group, read its posts and join.",
  publicChurchHint: "Anyone on Koinonia can find this group and read its posts; the church's members can join.",
  kind: "Kind",
  ministryHint: "A team that serves: worship, welcome, children, outreach.",
  studyHint: "People who read and study the Bible together.",
  prayer_teamHint: "Its members receive the requests marked “Prayer team only” on the prayer wall.",
  teamPrivateHint: "A prayer team is always private: its admins invite its members.",
});

// Each kind's hint, in the order the kinds are offered. A record, so that a kind the contract
// adds must be added here (the contract's own list would bring its schemas' code with it).
const KIND_HINTS = {
  ministry: "ministryHint",
  study: "studyHint",
  prayer_team: "prayer_teamHint",
} as const satisfies Record<ChurchGroupKind, keyof ReturnType<typeof messages.get>>;
const KINDS = Object.keys(KIND_HINTS) as ChurchGroupKind[];

export interface GroupFieldValues {
  name: string;
  description: string;
  isPrivate: boolean;
  /** Only for a church's new group: what it is for (asked when made, not changed after). */
  kind?: ChurchGroupKind;
}

/**
 * Group Name, Description and 'Private Group (invitation only)': the create dialog's fields,
 * reused by Manage to edit them; and, for a church's new group, its kind. `ofChurch`: a
 * church's group, which only the church's members join; `prayerTeam`: an existing prayer team,
 * which (as a new one) stays private. The name is not `required` in HTML:
 * an empty name must reach our own check, which shows the 'Please enter a group name' toast.
 */
export function GroupFields({
  values,
  onChange,
  nameInvalid,
  nameRef,
  disabled,
  ofChurch = false,
  prayerTeam = false,
}: {
  values: GroupFieldValues;
  onChange: (next: GroupFieldValues) => void;
  nameInvalid?: boolean;
  nameRef?: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
  ofChurch?: boolean;
  prayerTeam?: boolean;
}) {
  const ids = useId();
  const t = useStore(messages);
  const kinds = useStore(groupKindWords);
  const { kind } = values;
  // What the team is told is for those its admins chose: the server keeps every prayer team private.
  const alwaysPrivate = prayerTeam || kind === "prayer_team";
  return (
    <div className="grid gap-4">
      {kind !== undefined && (
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-kind`}>{t.kind}</Label>
          <NativeSelect
            id={`${ids}-kind`}
            value={kind}
            onChange={(event) => onChange({ ...values, kind: event.target.value as ChurchGroupKind })}
            aria-describedby={`${ids}-kind-hint`}
            disabled={disabled}
            className="w-full"
          >
            {KINDS.map((value) => (
              <option key={value} value={value}>
                {kinds[value]}
              </option>
            ))}
          </NativeSelect>
          <p id={`${ids}-kind-hint`} className="text-xs text-muted-foreground">
            {t[KIND_HINTS[kind]]}
          </p>
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-name`}>{t.groupName}</Label>
        <Input
          ref={nameRef}
          id={`${ids}-name`}
          value={values.name}
          onChange={(event) => onChange({ ...values, name: event.target.value })}
          placeholder={t.namePlaceholder}
          maxLength={MAX_GROUP_NAME}
          autoComplete="off"
          aria-required="true"
          aria-invalid={nameInvalid || undefined}
          disabled={disabled}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-description`}>{t.description}</Label>
        <Textarea
          id={`${ids}-description`}
          value={values.description}
          onChange={(event) => onChange({ ...values, description: event.target.value })}
          placeholder={t.descriptionPlaceholder}
          maxLength={MAX_GROUP_DESCRIPTION}
          rows={3}
          className="min-h-24 resize-y"
          disabled={disabled}
        />
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${ids}-private`}
          checked={values.isPrivate || alwaysPrivate}
          onCheckedChange={(checked) => onChange({ ...values, isPrivate: checked === true })}
          aria-describedby={`${ids}-private-hint`}
          disabled={disabled || alwaysPrivate}
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-private`} className="leading-snug">
            {t.privateGroup}
          </Label>
          <p id={`${ids}-private-hint`} className="text-xs text-muted-foreground">
            {alwaysPrivate ? t.teamPrivateHint : values.isPrivate ? t.privateHint : ofChurch ? t.publicChurchHint : t.publicHint}
          </p>
        </div>
      </div>
    </div>
  );
}
