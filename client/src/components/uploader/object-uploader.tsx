import { useRef, useState, type ComponentType, type ReactNode } from "react";
import { PHOTO_MAX_BYTES, UPLOAD_MAX_FILES } from "@contract/limits";
import { buttonVariants } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import type { UploadFileInfo, UploadParameters, UploaderResult } from "./types";
import type { UploaderDialogProps } from "./uploader-dialog";

export interface ObjectUploaderProps {
  /** At most this many files per upload (1 by default). */
  maxNumberOfFiles?: number;
  /** Bytes per file (10485760, 10 MB, by default). */
  maxFileSize?: number;
  /** Where to send a file: `{ method: "PUT", url }`, asked for once per file and attempt. */
  onGetUploadParameters: (file: UploadFileInfo) => Promise<UploadParameters>;
  /** Uppy's result once an upload ends; `result.successful[i].uploadURL` is where each file went. */
  onComplete?: (result: UploaderResult) => void;
  buttonClassName?: string;
  children: ReactNode;
}

const messages = i18n("components/object-uploader", {
  error: "Error",
  notLoaded: "The uploader could not be loaded. Please check your connection and try again.",
});

type Loaded = ComponentType<UploaderDialogProps>;

// Uppy and its styles are a chunk of their own, fetched the first time an uploader opens
// (or is about to: hover and focus warm it up), never with the page.
let loading: Promise<Loaded> | undefined;
function loadUploader(): Promise<Loaded> {
  loading ??= import("./uploader-dialog").then(
    (m) => m.UploaderDialog,
    (error: unknown) => {
      loading = undefined; // let a later click try again
      throw error;
    },
  );
  return loading;
}

/**
 * The upload button: opens Uppy's dashboard in a dialog, where the
 * person picks an image and starts the upload themselves.
 */
export function ObjectUploader({
  maxNumberOfFiles = UPLOAD_MAX_FILES,
  maxFileSize = PHOTO_MAX_BYTES,
  onGetUploadParameters,
  onComplete,
  buttonClassName,
  children,
}: ObjectUploaderProps) {
  const [Dialog, setDialog] = useState<Loaded | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const openUploader = () => {
    if (Dialog) {
      setOpen(true);
      return;
    }
    if (pending) return;
    setPending(true);
    loadUploader()
      .then((loaded) => {
        setDialog(() => loaded);
        setOpen(true);
      })
      .catch(() => {
        toast({
          variant: "destructive",
          title: messages.get().error,
          description: messages.get().notLoaded,
        });
      })
      .finally(() => setPending(false));
  };

  const warmUp = () => void loadUploader().catch(() => {});

  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClassName ?? buttonVariants({ variant: "outline" })}
        onClick={openUploader}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        aria-haspopup="dialog"
        aria-busy={pending || undefined}
      >
        {children}
      </button>
      {Dialog && (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          maxNumberOfFiles={maxNumberOfFiles}
          maxFileSize={maxFileSize}
          onGetUploadParameters={onGetUploadParameters}
          onComplete={onComplete}
          returnFocusTo={button}
        />
      )}
    </>
  );
}
