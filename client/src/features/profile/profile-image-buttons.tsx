import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { Camera, ImageUp } from "lucide-react";
import { PROFILE_IMAGE_MAX_BYTES, UPLOAD_MAX_FILES } from "@contract/limits";
import { buttonVariants } from "@/components/ui/button";
import { ObjectUploader } from "@/components/uploader/object-uploader";
import { firstUploadUrl, getUploadParameters } from "@/components/uploader/upload-parameters";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

const messages = i18n("profile/profile-image-buttons", {
  editBanner: "Edit Banner",
  changePicture: "Change profile picture",
});

/** Called with the upload URL of the image the person just uploaded. */
type OnUploaded = (uploadUrl: string) => void;

/** An uploader for a profile image: one image, up to 5 MB (the product's limits). */
function ProfileImageUploader({ onUploaded, className, children }: { onUploaded: OnUploaded; className: string; children: ReactNode }) {
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

/** The owner's 'Edit Banner' over the banner; only the owner is shown it. */
export function EditBannerButton({ onUploaded }: { onUploaded: OnUploaded }) {
  const t = useStore(messages);
  return (
    <ProfileImageUploader
      onUploaded={onUploaded}
      className={cn(buttonVariants({ variant: "outline", size: "sm" }), "border-white/40 bg-card/90 shadow-md backdrop-blur-sm hover:bg-card")}
    >
      <ImageUp aria-hidden="true" />
      {t.editBanner}
    </ProfileImageUploader>
  );
}

/** The owner's camera button on the avatar, to change it; only the owner is shown it. */
export function ChangeAvatarButton({ onUploaded }: { onUploaded: OnUploaded }) {
  const t = useStore(messages);
  return (
    <ProfileImageUploader
      onUploaded={onUploaded}
      className={cn(buttonVariants({ size: "icon" }), "size-10 rounded-full border-2 border-card shadow-md [&_svg]:size-[1.125rem]")}
    >
      <Camera aria-hidden="true" />
      <span className="sr-only">{t.changePicture}</span>
    </ProfileImageUploader>
  );
}
