import { useStore } from "@nanostores/react";
import { describeRecurrence, recurrenceMessages } from "./recurrence-words";

/** How an event repeats, in words: "Every week on Sunday". */
export function RecurrenceLine({ rule, start, timeZone }: { rule: string; start: string; timeZone: string }) {
  useStore(recurrenceMessages);
  return <p>{describeRecurrence(rule, start, timeZone)}</p>;
}
