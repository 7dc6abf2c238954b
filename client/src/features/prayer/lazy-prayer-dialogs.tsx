import type { ComponentProps } from "react";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { retryableLazy } from "@/lib/retryable-lazy";

// The dialogs' code loads when one is first opened: a feed's first paint carries none of it.
const AddUpdateDialog = retryableLazy(() => import("./add-update-dialog").then((m) => m.AddUpdateDialog));
const MarkAnsweredDialog = retryableLazy(() => import("./mark-answered-dialog").then((m) => m.MarkAnsweredDialog));

export function LazyAddUpdateDialog(props: ComponentProps<typeof AddUpdateDialog>) {
  return (
    <MountWhenOpened open={props.open}>
      <AddUpdateDialog {...props} />
    </MountWhenOpened>
  );
}

export function LazyMarkAnsweredDialog(props: ComponentProps<typeof MarkAnsweredDialog>) {
  return (
    <MountWhenOpened open={props.open}>
      <MarkAnsweredDialog {...props} />
    </MountWhenOpened>
  );
}
