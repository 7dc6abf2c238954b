import type { ComponentProps } from "react";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { retryableLazy } from "@/lib/retryable-lazy";

// The dialog's code (the form and the schema the server checks with) loads when it is first opened.
const ActionDialog = retryableLazy(() => import("./action-dialog").then((m) => m.ActionDialog));

export function LazyActionDialog(props: ComponentProps<typeof ActionDialog>) {
  return (
    <MountWhenOpened open={props.pending !== null}>
      <ActionDialog {...props} />
    </MountWhenOpened>
  );
}
