import { useStore } from "@nanostores/react";
import { useId } from "react";
import type { Church } from "@contract/churches";
import { Card } from "@/components/ui/card";
import { i18n } from "@/lib/i18n";
import { ChurchBannedList } from "./church-banned-list";
import { ChurchDetailsForm } from "./church-details-form";
import { ChurchImages } from "./church-images";
import { DeleteChurchSection } from "./delete-church-section";
import { ManagePeople } from "./manage-people";

const messages = i18n("churches/manage-church", {
  details: "Details",
  detailsHint: "What the church's page shows, its web address, and how people join.",
});

/** Manage (leaders): the church's logo and banner, its details, its people and who is banned; deleting it (owners). */
export function ManageChurch({ church }: { church: Church }) {
  const t = useStore(messages);
  const ids = useId();
  return (
    <div className="grid gap-6">
      <Card className="p-5 sm:p-6">
        <ChurchImages church={church} />
      </Card>
      <Card>
        <section aria-labelledby={`${ids}-details`} className="grid gap-5 p-5 sm:p-6">
          <div>
            <h2 id={`${ids}-details`} className="text-base font-semibold">
              {t.details}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t.detailsHint}</p>
          </div>
          <ChurchDetailsForm church={church} />
        </section>
      </Card>
      <Card className="grid gap-6 p-5 sm:p-6">
        <ManagePeople church={church} />
        <ChurchBannedList church={church} />
        {church.myRole === "owner" && <DeleteChurchSection church={church} />}
      </Card>
    </div>
  );
}
