import { useStore } from "@nanostores/react";
import { useState } from "react";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { cn } from "@/lib/utils";

const ReactorsDialog = retryableLazy(() => import("./reactors-dialog").then((m) => m.ReactorsDialog));

const messages = i18n("reactions/who-reacted", {
  seeWhoReacted: "See who reacted",
});

/** For the author of what `path` names: "See who reacted", opening the list of people. */
export function WhoReacted({ path, small = false, className }: { path: string; small?: boolean; className?: string }) {
  const t = useStore(messages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="link"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={cn("h-auto px-1 py-1", small ? "text-xs" : "text-[0.8125rem]", className)}
      >
        {t.seeWhoReacted}
      </Button>
      <MountWhenOpened open={open}>
        <ReactorsDialog path={path} open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
