import { useStore } from "@nanostores/react";
import { Copy } from "lucide-react";
import { type RefObject, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { cn } from "@/lib/utils";

const messages = i18n("components/link-to-copy", {
  copy: "Copy link",
  copied: "Link copied",
  copyFailed: "The link is selected: copy it with your device's Copy.",
});

/** A link shown to be copied: its field, and what copies it. */
interface LinkToCopy {
  url: string;
  field: RefObject<HTMLInputElement | null>;
  copy: () => void;
}

/**
 * Copies `url`, and says what to do with it (`copiedHint`). Where the clipboard is refused or
 * missing, the link's field is selected instead, for the device's own Copy.
 */
export function useLinkToCopy(url: string, copiedHint: string): LinkToCopy {
  const t = useStore(messages);
  const field = useRef<HTMLInputElement>(null);
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => toast({ title: t.copied, description: copiedHint }),
      () => {
        field.current?.select();
        toast({ title: t.copyFailed });
      },
    );
  };
  return { url, field, copy };
}

/** The link in a field of its own, read-only and selected whole when focused. */
export function LinkField({ link, label, className }: { link: LinkToCopy; label: string; className?: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={link.field}
        id={id}
        readOnly
        value={link.url}
        onFocus={(event) => event.currentTarget.select()}
        className={cn(
          "w-full min-w-0 rounded-md border border-field bg-muted/40 px-3 font-mono text-sm text-foreground outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40",
          className,
        )}
      />
    </>
  );
}

export function CopyLinkButton({ link, className }: { link: LinkToCopy; className?: string }) {
  const t = useStore(messages);
  return (
    <Button size="sm" className={className} onClick={link.copy}>
      <Copy aria-hidden="true" />
      {t.copy}
    </Button>
  );
}
