import { useStore } from "@nanostores/react";
import { useId } from "react";
import type { Church, DirectorySharing as Sharing } from "@contract/churches";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { i18n } from "@/lib/i18n";
import { useDirectorySharing } from "./church-member-mutations";

const messages = i18n("churches/directory-sharing", {
  title: "What you show the members",
  hint: "Only this church's members see what you choose here, and only what your account holds (your phone and birthday are in your settings).",
  shareEmail: "My email address",
  sharePhone: "My phone number",
  shareBirthday: "My birthday (day and month)",
});

const CHOICES = ["shareEmail", "sharePhone", "shareBirthday"] as const;

/** A member's own choices of what the directory shows of them here, saved as each is made. */
export function DirectorySharing({ church }: { church: Church }) {
  const t = useStore(messages);
  const ids = useId();
  const save = useDirectorySharing(church);
  const sharing = church.mySharing;
  if (!sharing) return null;
  // While a choice is saved, it shows as chosen.
  const shown: Sharing = { ...sharing, ...(save.isPending ? save.variables : {}) };
  return (
    <Card>
      <section aria-labelledby={`${ids}-title`} className="grid gap-3 p-5 sm:p-6">
        <div>
          <h2 id={`${ids}-title`} className="text-base font-semibold">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t.hint}</p>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          {CHOICES.map((choice) => (
            <div key={choice} className="flex items-center gap-3">
              <Checkbox
                id={`${ids}-${choice}`}
                checked={shown[choice]}
                // One choice saved at a time; the box keeps its focus meanwhile.
                onCheckedChange={(checked) => !save.isPending && save.mutate({ [choice]: checked === true })}
              />
              <Label htmlFor={`${ids}-${choice}`} className="leading-snug">
                {t[choice]}
              </Label>
            </div>
          ))}
        </div>
      </section>
    </Card>
  );
}
