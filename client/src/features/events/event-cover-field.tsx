import { useStore } from "@nanostores/react";
import { ImageUp, Trash2 } from "lucide-react";
import { ImageUploader } from "@/components/uploader/image-uploader";
import { Button, buttonVariants } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";

const messages = i18n("events/event-cover-field", {
  cover: "Cover image",
  hint: "A wide picture shows best (3 by 1).",
  upload: "Upload a cover",
  replace: "Replace",
  remove: "Remove",
});

/** The event's cover picture: upload one, replace it, or take it away. */
export function CoverField({ value, error, onChange }: { value: string | null; error?: string; onChange: (url: string | null) => void }) {
  const t = useStore(messages);
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{t.cover}</p>
      {value && <img src={value} alt="" className="aspect-[3/1] w-full rounded-lg border object-cover" />}
      <div className="flex flex-wrap items-center gap-2">
        <ImageUploader onUploaded={onChange} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <ImageUp aria-hidden="true" />
          {value ? t.replace : t.upload}
        </ImageUploader>
        {value && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" />
            {t.remove}
          </Button>
        )}
        {!value && <span className="text-xs text-muted-foreground">{t.hint}</span>}
      </div>
      {error && <p className="text-sm font-medium text-destructive">{translatedServerMessage(error)}</p>}
    </div>
  );
}
