import { Button } from "@/components/ui/button";

/**
 * The foot of a form that edits something already saved: Reset puts back what was saved, Save
 * sends the changes; both wait until something changed, and while a save is under way. The
 * words are the form's own.
 */
export function SaveOrReset({
  dirty,
  pending,
  onReset,
  words,
}: {
  dirty: boolean;
  pending: boolean;
  onReset: () => void;
  words: { reset: string; save: string; saving: string };
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" disabled={!dirty || pending} onClick={onReset}>
        {words.reset}
      </Button>
      <Button type="submit" disabled={!dirty || pending}>
        {pending ? words.saving : words.save}
      </Button>
    </div>
  );
}
