import { lazy, type ComponentProps } from "react";
import { MountWhenOpened } from "@/components/mount-when-opened";

const ManageGroupDialog = lazy(() => import("./manage-group-dialog").then((m) => ({ default: m.ManageGroupDialog })));

/** 'Manage', its code (dialog, tabs, forms) loaded when it is first opened. */
export function LazyManageGroupDialog(props: ComponentProps<typeof ManageGroupDialog>) {
  return (
    <MountWhenOpened open={props.open}>
      <ManageGroupDialog {...props} />
    </MountWhenOpened>
  );
}
