import { useStore } from "@nanostores/react";
import { Camera, ImageUp } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { ImageUploader, type OnUploaded } from "@/components/uploader/image-uploader";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

const messages = i18n("profile/profile-image-buttons", {
  editBanner: "Edit Banner",
  changePicture: "Change profile picture",
});

/** The owner's 'Edit Banner' over the banner; only the owner is shown it. */
export function EditBannerButton({ onUploaded }: { onUploaded: OnUploaded }) {
  const t = useStore(messages);
  return (
    <ImageUploader
      onUploaded={onUploaded}
      className={cn(buttonVariants({ variant: "outline", size: "sm" }), "border-white/40 bg-card/90 shadow-md backdrop-blur-sm hover:bg-card")}
    >
      <ImageUp aria-hidden="true" />
      {t.editBanner}
    </ImageUploader>
  );
}

/** The owner's camera button on the avatar, to change it; only the owner is shown it. */
export function ChangeAvatarButton({ onUploaded }: { onUploaded: OnUploaded }) {
  const t = useStore(messages);
  return (
    <ImageUploader
      onUploaded={onUploaded}
      className={cn(buttonVariants({ size: "icon" }), "size-10 rounded-full border-2 border-card shadow-md [&_svg]:size-[1.125rem]")}
    >
      <Camera aria-hidden="true" />
      <span className="sr-only">{t.changePicture}</span>
    </ImageUploader>
  );
}
