import type { ComponentProps } from "react";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { retryableLazy } from "@/lib/retryable-lazy";

// The dialogs' code (forms, the report schema) loads when one is first opened.
const ReportDialog = retryableLazy(() => import("./report-dialog").then((m) => m.ReportDialog));
const BlockDialog = retryableLazy(() => import("./block-dialog").then((m) => m.BlockDialog));

export function LazyReportDialog(props: ComponentProps<typeof ReportDialog>) {
  return (
    <MountWhenOpened open={props.open}>
      <ReportDialog {...props} />
    </MountWhenOpened>
  );
}

export function LazyBlockDialog(props: ComponentProps<typeof BlockDialog>) {
  return (
    <MountWhenOpened open={props.open}>
      <BlockDialog {...props} />
    </MountWhenOpened>
  );
}
