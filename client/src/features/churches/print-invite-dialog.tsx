import { useStore } from "@nanostores/react";
import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { i18n, params } from "@/lib/i18n";
import { QrCode } from "./qr-code";
import "./print-sheet.css";

const messages = i18n("churches/print-invite-dialog", {
  title: "Print the invitation",
  scan: "Scan to join us on Koinonia",
  orVisit: "Or open this link:",
  qrLabel: params<{ url: string }>("QR code for {url}"),
  print: "Print",
});

/**
 * A printable sheet for the bulletin or the welcome table: the church's name, the link's QR
 * code and the link itself. Only the sheet is printed (print-sheet.css).
 */
export function PrintInviteDialog({
  open,
  onOpenChange,
  churchName,
  url,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  churchName: string;
  url: string;
}) {
  const t = useStore(messages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-print-sheet="" className="max-w-md justify-items-center gap-5 text-center">
        <DialogDescription data-print-hidden="" className="sr-only">
          {t.title}
        </DialogDescription>
        <DialogTitle dir="auto" className="pt-4 font-serif text-2xl leading-tight font-semibold text-heading wrap-anywhere print:text-4xl">
          {churchName}
        </DialogTitle>
        <p className="text-base font-medium print:text-xl">{t.scan}</p>
        <QrCode text={url} label={t.qrLabel({ url })} className="w-full max-w-64 border print:max-w-96 print:border-0" />
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">{t.orVisit}</p>
          <p className="font-mono text-sm font-semibold break-all print:text-base">{url}</p>
        </div>
        <Button type="button" data-print-hidden="" className="mt-1 w-full sm:w-auto" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t.print}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
