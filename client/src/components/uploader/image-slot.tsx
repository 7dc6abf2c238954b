import { useStore } from "@nanostores/react";
import { ImageUp, LoaderCircle, Trash2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { ImageUploader } from "./image-uploader";

const messages = i18n("components/image-slot", {
  saving: "Saving...",
});

/**
 * One image of a page's settings (a church's logo, the site's): how it looks now (`preview`),
 * and the buttons to upload another and to remove it (`remove` is null when there is none to
 * remove). `onChange` is given the new upload's URL, or null to remove it; `busy` while saving.
 */
export function ImageSlot({
  label,
  hint,
  preview,
  busy,
  upload,
  remove,
  onChange,
}: {
  label: string;
  hint: string;
  preview: ReactNode;
  busy: boolean;
  upload: string;
  remove: string | null;
  onChange: (uploadUrl: string | null) => void;
}) {
  const t = useStore(messages);
  const ids = useId();
  return (
    // On a phone: what it is, how it looks, then the buttons; from sm up the picture sits on the left.
    <fieldset
      disabled={busy}
      aria-describedby={`${ids}-hint`}
      className="grid min-w-0 gap-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-center sm:gap-x-5 sm:gap-y-2"
    >
      <legend className="sr-only">{label}</legend>
      <div className="grid gap-1 sm:col-start-2 sm:row-start-1 sm:self-end">
        <p aria-hidden="true" className="text-sm font-medium">
          {label}
        </p>
        <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <div className="relative w-fit max-w-full sm:col-start-1 sm:row-span-2 sm:row-start-1">
        {preview}
        {busy && (
          <span role="status" className="absolute inset-0 flex items-center justify-center rounded-lg bg-indigo-night/45">
            <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-white" />
            <span className="sr-only">{t.saving}</span>
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:col-start-2 sm:self-start">
        <ImageUploader onUploaded={onChange} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <ImageUp aria-hidden="true" />
          {upload}
        </ImageUploader>
        {remove && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" />
            {remove}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
