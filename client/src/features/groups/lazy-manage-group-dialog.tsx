import type { ComponentProps } from "react";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { retryableLazy } from "@/lib/retryable-lazy";

const ManageGroupDialog = retryableLazy(() => import("./manage-group-dialog").then((m) => m.ManageGroupDialog));

/** 'Manage', its code (dialog, tabs, forms) loaded when it is first opened. */
export function LazyManageGroupDialog(props: ComponentProps<typeof ManageGroupDialog>) {
  return (
    <MountWhenOpened open={props.open}>
      <ManageGroupDialog {...props} />
    </MountWhenOpened>
  );
}
