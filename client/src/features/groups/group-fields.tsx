import { useStore } from "@nanostores/react";
import { useId, type RefObject } from "react";
import { MAX_GROUP_DESCRIPTION, MAX_GROUP_NAME } from "@contract/limits";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { i18n } from "@/lib/i18n";

const messages = i18n("groups/group-fields", {
  groupName: "Group Name",
  namePlaceholder: "e.g. Tuesday Morning Bible Study",
  description: "Description",
  descriptionPlaceholder: "What is this group about? When and where do you meet?",
  privateGroup: "Private Group (invitation only)",
  privateHint: "Only invited members can find it, see its posts or join.",
  publicHint: "Anyone on Koinonia can find this group, read its posts and join.",
});

export interface GroupFieldValues {
  name: string;
  description: string;
  isPrivate: boolean;
}

/**
 * Group Name, Description and 'Private Group (invitation only)': the create dialog's fields,
 * reused by Manage to edit them. The name is not `required` in HTML: an empty name must reach
 * our own check, which shows the 'Please enter a group name' toast.
 */
export function GroupFields({
  values,
  onChange,
  nameInvalid,
  nameRef,
  disabled,
}: {
  values: GroupFieldValues;
  onChange: (next: GroupFieldValues) => void;
  nameInvalid?: boolean;
  nameRef?: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
}) {
  const ids = useId();
  const t = useStore(messages);
  return (
    <div className="grid gap-4">
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
          checked={values.isPrivate}
          onCheckedChange={(checked) => onChange({ ...values, isPrivate: checked === true })}
          aria-describedby={`${ids}-private-hint`}
          disabled={disabled}
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-private`} className="leading-snug">
            {t.privateGroup}
          </Label>
          <p id={`${ids}-private-hint`} className="text-xs text-muted-foreground">
            {values.isPrivate ? t.privateHint : t.publicHint}
          </p>
        </div>
      </div>
    </div>
  );
}
