import { useStore } from "@nanostores/react";
import { MAIL_CADENCES, type MailCadence } from "@contract/mail-preferences";
import { i18n } from "@/lib/i18n";
import { SegmentedChoice } from "./segmented-choice";

// Keyed by the cadence each names.
const messages = i18n("account/cadence-choice", {
  immediate: "Immediately",
  daily: "Daily digest",
  off: "Off",
});

/** Immediately / Daily digest / Off as one row of segments, named by the element `labelledBy` points to. */
export function CadenceChoice({
  value,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: {
  value: MailCadence;
  onChange: (cadence: MailCadence) => void;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
}) {
  const t = useStore(messages);
  return (
    <SegmentedChoice
      options={MAIL_CADENCES.map((cadence) => ({ value: cadence, label: t[cadence] }))}
      value={value}
      onChange={onChange}
      labelledBy={labelledBy}
      describedBy={describedBy}
      disabled={disabled}
    />
  );
}
