import type { ReactNode } from "react";
import { PROFILE_IMAGE_MAX_BYTES, UPLOAD_MAX_FILES } from "@contract/limits";
import { ObjectUploader } from "./object-uploader";
import { firstUploadUrl, getUploadParameters } from "./upload-parameters";

/** Called with the upload URL of the image the person just uploaded. */
export type OnUploaded = (uploadUrl: string) => void;

/**
 * An uploader for one image of a page (a profile's picture or banner, a church's logo or
 * banner, the site's logo): one image, up to 5 MB (the product's limits). The button is
 * `className`'s; its words and icon are `children`.
 */
export function ImageUploader({ onUploaded, className, children }: { onUploaded: OnUploaded; className: string; children: ReactNode }) {
  return (
    <ObjectUploader
      maxNumberOfFiles={UPLOAD_MAX_FILES}
      maxFileSize={PROFILE_IMAGE_MAX_BYTES}
      onGetUploadParameters={getUploadParameters}
      onComplete={(result) => {
        const url = firstUploadUrl(result);
        if (url) onUploaded(url);
      }}
      buttonClassName={className}
    >
      {children}
    </ObjectUploader>
  );
}
