import { ImagePlus } from "lucide-react";
import { Button } from "@/components/ui/button";

export interface PhotoPickerProps {
  /** The uploaded photo's object path, once there is one. */
  imageUrl: string | null;
  /** Call with the object path after a successful upload; the composer then makes the post a photo post. */
  onUploaded: (imageUrl: string) => void;
  /** Call when the person takes the photo off the post. */
  onRemove: () => void;
}

/**
 * The composer's photo step, shown while Photo is the chosen type. This is the seam for the
 * uploads work: replace the body with the uploader button (1 file, PHOTO_MAX_BYTES) and call
 * `onUploaded` with the object path; nothing else in the composer needs to change.
 */
export function PhotoPicker(props: PhotoPickerProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-dashed bg-muted/50 p-3">
      {props.imageUrl && <img src={props.imageUrl} alt="Photo to share" className="size-16 rounded-md object-cover" />}
      <Button type="button" variant="outline" size="sm" disabled>
        <ImagePlus aria-hidden="true" />
        Add photo
      </Button>
      <p className="text-sm text-muted-foreground">Photo uploads are coming soon</p>
    </div>
  );
}
