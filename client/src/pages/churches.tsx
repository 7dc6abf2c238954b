import { useState } from "react";
import { useLocation } from "wouter";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { ChurchList } from "@/features/churches/church-list";
import { ChurchesHeading, MyChurchesHeading } from "@/features/churches/churches-heading";
import { FIND_CHURCH_INPUT, FindChurchCard } from "@/features/churches/find-church-card";
import { retryableLazy } from "@/lib/retryable-lazy";

// The dialog's code (its form and the contract's checks) loads when it is first opened.
const CreateChurchDialog = retryableLazy(() => import("@/features/churches/create-church-dialog").then((m) => m.CreateChurchDialog));

/** Churches: mine, finding one by name or place, and creating one. */
export function ChurchesPage() {
  const [creating, setCreating] = useState(false);
  const [, navigate] = useLocation();
  const find = () => {
    const input = document.getElementById(FIND_CHURCH_INPUT);
    input?.scrollIntoView({ block: "center", behavior: "smooth" });
    input?.focus({ preventScroll: true });
  };
  return (
    <>
      <ChurchesHeading onCreate={() => setCreating(true)} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="my-churches" className="min-w-0">
          <MyChurchesHeading id="my-churches" />
          <ChurchList onCreate={() => setCreating(true)} onFind={find} />
        </section>
        <div className="min-w-0">
          <FindChurchCard />
        </div>
      </div>
      <MountWhenOpened open={creating}>
        <CreateChurchDialog open={creating} onOpenChange={setCreating} onCreated={(church) => navigate(`/churches/${church.slug}`)} />
      </MountWhenOpened>
    </>
  );
}
