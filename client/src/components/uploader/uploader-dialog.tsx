import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";
import "./uploader.css";
import { useStore } from "@nanostores/react";
import Dashboard from "@uppy/react/dashboard";
import { X } from "lucide-react";
import * as Dialog from "radix-ui/dialog";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { createUppy, type ProductUppyInstance } from "./create-uppy";
import { i18n, params } from "@/lib/i18n";
import { uppyTheme } from "@/lib/theme";
import { formatFileSize } from "./format-size";
import type { UploadFileInfo, UploadParameters, UploaderResult } from "./types";
import { uppyLocale, uppyMessages } from "./uppy-locale";

export interface UploaderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  maxNumberOfFiles: number;
  maxFileSize: number;
  onGetUploadParameters: (file: UploadFileInfo) => Promise<UploadParameters>;
  onComplete?: (result: UploaderResult) => void;
  /** Focus goes back here when the dialog closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

// The uploader is 750 x 550, a fixed size (smaller screens get what fits).
const WIDTH = 750;
const HEIGHT = 550;

const messages = i18n("components/uploader-dialog", {
  oneImage: params<{ size: string }>("One image (JPEG, PNG, WebP or GIF), up to {size}."),
  images: params<{ count: number; size: string }>("Up to {count} images (JPEG, PNG, WebP or GIF), up to {size} each."),
  title: "Upload an image",
  description: "Choose an image, then press Upload to send it.",
  close: "Close the uploader",
});

function limitsNote(maxNumberOfFiles: number, maxFileSize: number): string {
  const t = messages.get();
  const size = formatFileSize(maxFileSize);
  return maxNumberOfFiles === 1 ? t.oneImage({ size }) : t.images({ count: maxNumberOfFiles, size });
}

/** Uppy's dashboard in a dialog. A fresh Uppy each time it opens; closing it cancels an upload. */
export function UploaderDialog({ open, onOpenChange, returnFocusTo, ...options }: UploaderDialogProps) {
  const t = useStore(messages);
  const note = limitsNote(options.maxNumberOfFiles, options.maxFileSize);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-indigo-night/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-[calc(750px+2rem+2px)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-y-auto rounded-xl border bg-card p-3 shadow-xl outline-none sm:p-4"
        >
          <div className="flex items-start justify-between gap-3 px-1">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold">{t.title}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">{t.description}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t.close}
              className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <UploaderPanel {...options} note={note} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type PanelProps = Omit<UploaderDialogProps, "open" | "onOpenChange" | "returnFocusTo"> & {
  note: string;
  onDone: () => void;
};

function UploaderPanel({ maxNumberOfFiles, maxFileSize, onGetUploadParameters, onComplete, note, onDone }: PanelProps) {
  // The latest callbacks, without making a new Uppy when a parent re-renders.
  const latest = useRef({ onGetUploadParameters, onComplete, onDone });
  latest.current = { onGetUploadParameters, onComplete, onDone };
  const [uppy, setUppy] = useState<ProductUppyInstance | null>(null);
  // The reason the last attempt failed, in the fixed words of upload-errors.ts. Uppy keeps it
  // in a tooltip; here it is plain text, read out as it appears.
  const [failure, setFailure] = useState<string | null>(null);
  // Uppy's own messages (a file too large or of the wrong type, a failed upload...), each once,
  // for as long as Uppy shows them. Its dashboard draws them twice, one over the other, and over
  // the files; here they are a line of their own under it.
  const [notices, setNotices] = useState<string[]>([]);
  const [waiting, setWaiting] = useState(false);
  // A new locale object makes the dashboard set its options again: one per change only.
  const uppyWords = useStore(uppyMessages);
  const dashboardWords = useMemo(() => uppyLocale(uppyWords, waiting), [uppyWords, waiting]);

  useEffect(() => {
    const instance = createUppy({
      maxNumberOfFiles,
      maxFileSize,
      getUploadParameters: (file) => latest.current.onGetUploadParameters(file),
    });
    instance.on("upload-error", (_file, error) => setFailure(error.message));
    const showNotices = () => setNotices([...new Set(instance.getState().info.map((info) => info.message))]);
    instance.on("info-visible", showNotices);
    instance.on("info-hidden", showNotices);
    instance.onWaitingChange(setWaiting);
    const clear = () => setFailure(null);
    for (const event of ["upload", "upload-retry", "retry-all", "file-removed", "cancel-all"] as const) instance.on(event, clear);
    instance.on("complete", (result) => {
      latest.current.onComplete?.(result);
      // Done when everything went up; on a failure the dashboard stays, with the reason and Retry.
      if ((result.successful?.length ?? 0) > 0 && (result.failed?.length ?? 0) === 0) latest.current.onDone();
    });
    setUppy(instance);
    return () => {
      instance.destroy();
    };
  }, [maxNumberOfFiles, maxFileSize]);

  return (
    <div
      className="uploader-dashboard min-h-0 [&_.uppy-Dashboard-inner]:max-h-[calc(100dvh-8rem)] [&_.uppy-Dashboard-inner]:max-w-full"
      style={{ minHeight: Math.min(HEIGHT, 320) }}
    >
      {uppy && (
        <Dashboard
          uppy={uppy}
          width={WIDTH}
          height={HEIGHT}
          note={note}
          locale={dashboardWords}
          proudlyDisplayPoweredByUppy={false}
          // Nothing is moving while it waits: no "0 B of 722 KB · 0s left".
          hideProgressDetails={waiting}
          disableInformer
          theme={uppyTheme()}
        />
      )}
      {notices.map((notice) => (
        <p key={notice} role="alert" className="mt-2 px-1 text-sm font-medium text-destructive">
          {notice}
        </p>
      ))}
      {failure && (
        <p role="alert" className="mt-2 px-1 text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
    </div>
  );
}
