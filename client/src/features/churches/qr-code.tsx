import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

const messages = i18n("churches/qr-code", {
  failed: "The QR code could not be drawn. The link works all the same.",
});

/** Light modules around the code, as scanners need (four, by the standard). */
const QUIET_ZONE = 4;

type Drawn = { size: number; path: string };

/** The dark modules as one SVG path, each row's runs drawn as single rectangles. */
function pathOf(modules: { size: number; get: (row: number, column: number) => number | boolean }): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`);
    }
  }
  return parts.join("");
}

/**
 * `text` as a QR code, drawn as an SVG: crisp at any size and in print. Dark on white in both
 * themes (scanners read it so). The encoder loads only where a code is shown.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const t = useStore(messages);
  const [drawn, setDrawn] = useState<Drawn | "failed" | null>(null);
  useEffect(() => {
    let current = true;
    import("qrcode").then(
      ({ create }) => {
        const { modules } = create(text, { errorCorrectionLevel: "M" });
        if (current) setDrawn({ size: modules.size + 2 * QUIET_ZONE, path: pathOf(modules) });
      },
      () => current && setDrawn("failed"),
    );
    return () => {
      current = false;
    };
  }, [text]);

  if (drawn === "failed") return <p className={cn("text-xs text-muted-foreground", className)}>{t.failed}</p>;
  if (!drawn) return <Skeleton className={cn("aspect-square", className)} />;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      shapeRendering="crispEdges"
      className={cn("aspect-square rounded-md bg-white", className)}
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
