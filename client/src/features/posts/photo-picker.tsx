import { useStore } from "@nanostores/react";
import { ImagePlus, RefreshCw, X } from "lucide-react";
import { useEffect, useState } from "react";
import { PHOTO_MAX_BYTES, UPLOAD_MAX_FILES } from "@contract/limits";
import { Button, buttonVariants } from "@/components/ui/button";
import { ObjectUploader } from "@/components/uploader/object-uploader";
import type { UploaderResult } from "@/components/uploader/types";
import { getUploadParameters } from "@/components/uploader/upload-parameters";
import { i18n } from "@/lib/i18n";

const messages = i18n("posts/photo-picker", {
  photoToShare: "Photo to share",
  ready: "Your photo is ready to share.",
  replace: "Replace photo",
  add: "Add photo",
  remove: "Remove photo",
  hint: "One photo (JPEG, PNG, WebP or GIF), up to 10 MB.",
});

export interface PhotoPickerProps {
  /** The uploaded photo's upload URL, once there is one (what POST /api/posts takes as imageUrl). */
  imageUrl: string | null;
  /** Call with the upload URL after a successful upload; the composer then makes the post a photo post. */
  onUploaded: (imageUrl: string) => void;
  /** Call when the person takes the photo off the post. */
  onRemove: () => void;
}

/**
 * The composer's photo step, shown while Photo is the chosen type: the uploader (one photo, up
 * to 10 MB; Uppy loads on first use) and, once uploaded, a preview. The upload URL only takes a
 * PUT, so the preview is a local object URL of the very file that was sent.
 */
export function PhotoPicker({ imageUrl, onUploaded, onRemove }: PhotoPickerProps) {
  const t = useStore(messages);
  const [preview, setPreview] = useState<string | null>(null);

  // Each preview URL is released when it is replaced or the picker goes (e.g. after posting).
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const uploaded = (result: UploaderResult) => {
    const file = result.successful?.[0];
    if (!file?.uploadURL) return;
    setPreview(file.data instanceof Blob ? URL.createObjectURL(file.data) : null);
    onUploaded(file.uploadURL);
  };

  const remove = () => {
    setPreview(null);
    onRemove();
  };

  return (
    <div className={imageUrl ? "grid gap-3 rounded-lg border bg-muted/40 p-3" : "rounded-lg border border-dashed bg-muted/50 p-3"}>
      {imageUrl &&
        (preview ? (
          // People attach no description to a photo, so the alt says what the image is (the photo about to be shared)
          <img src={preview} alt={t.photoToShare} className="max-h-72 w-full rounded-md bg-muted object-contain" />
        ) : (
          <p className="text-sm font-medium">{t.ready}</p>
        ))}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {/* One uploader in both states, so focus comes back to it when its dialog closes. */}
        <ObjectUploader
          maxNumberOfFiles={UPLOAD_MAX_FILES}
          maxFileSize={PHOTO_MAX_BYTES}
          onGetUploadParameters={getUploadParameters}
          onComplete={uploaded}
          buttonClassName={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {imageUrl ? <RefreshCw aria-hidden="true" /> : <ImagePlus aria-hidden="true" />}
          {imageUrl ? t.replace : t.add}
        </ObjectUploader>
        {imageUrl ? (
          <Button type="button" variant="ghost" size="sm" onClick={remove}>
            <X aria-hidden="true" />
            {t.remove}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t.hint}</p>
        )}
      </div>
    </div>
  );
}
