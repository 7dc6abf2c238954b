import { useStore } from "@nanostores/react";
import { ImagePlus, X } from "lucide-react";
import { useEffect, useState } from "react";
import { PHOTO_MAX_BYTES, UPLOAD_MAX_FILES } from "@contract/limits";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { ObjectUploader } from "@/components/uploader/object-uploader";
import type { UploaderResult } from "@/components/uploader/types";
import { getUploadParameters } from "@/components/uploader/upload-parameters";
import { i18n } from "@/lib/i18n";

const messages = i18n("messages/composer-photo", {
  attach: "Attach a photo",
  photoToSend: "Photo to send",
  ready: "Photo ready to send",
  remove: "Remove the photo",
});

/** The composer's photo button: the uploader (one photo, up to 10 MB; Uppy loads on first use). */
export function AttachPhotoButton({ onUploaded }: { onUploaded: (imageUrl: string, preview: string | null) => void }) {
  const t = useStore(messages);
  const uploaded = (result: UploaderResult) => {
    const file = result.successful?.[0];
    if (!file?.uploadURL) return;
    onUploaded(file.uploadURL, file.data instanceof Blob ? URL.createObjectURL(file.data) : null);
  };
  return (
    <ObjectUploader
      maxNumberOfFiles={UPLOAD_MAX_FILES}
      maxFileSize={PHOTO_MAX_BYTES}
      onGetUploadParameters={getUploadParameters}
      onComplete={uploaded}
      buttonClassName={buttonVariants({ variant: "ghost", size: "icon", className: "rounded-full text-muted-foreground" })}
    >
      <ImagePlus aria-hidden="true" />
      <span className="sr-only">{t.attach}</span>
    </ObjectUploader>
  );
}

/**
 * The photo about to be sent, with the way to take it off. The upload URL only takes a PUT, so
 * the preview is a local copy of the very file that was sent (released when it goes).
 */
export function PhotoToSend({ preview, onRemove }: { preview: string | null; onRemove: () => void }) {
  const t = useStore(messages);
  const [shown] = useState(preview);
  useEffect(() => () => void (shown && URL.revokeObjectURL(shown)), [shown]);
  return (
    <div className="relative inline-flex max-w-full items-center gap-2 rounded-lg border bg-muted/50 p-1.5 pr-10">
      {shown ? (
        // People attach no description to a photo, so the alt says what the image is.
        <img src={shown} alt={t.photoToSend} className="h-16 max-w-40 rounded-md object-cover" />
      ) : (
        <span className="px-2 text-sm font-medium">{t.ready}</span>
      )}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t.remove}
        onClick={onRemove}
        className="absolute top-1 right-1 size-8 rounded-full"
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
