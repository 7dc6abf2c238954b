import { useStore } from "@nanostores/react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { serverMessage } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

const messages = i18n("components/load-error", {
  checkConnection: "Please check your connection and try again.",
  tryAgain: "Try again",
});

/**
 * The card shown in place of something that failed to load: what failed, the server's reason
 * (else a word about the connection), and 'Try again' when it can be retried. It is an alert,
 * so a screen reader announces it when it appears.
 */
export function LoadError({
  title,
  error,
  onRetry,
  titleAs: Title = "h2",
  className,
}: {
  /** What failed, as people read it: "We could not load your feed". */
  title: string;
  error: unknown;
  onRetry?: () => unknown;
  /** The title's element: the page's heading (h1), a section's (h2), or plain text (p). */
  titleAs?: "h1" | "h2" | "p";
  className?: string;
}) {
  const t = useStore(messages);
  return (
    <Card role="alert" className={cn("flex flex-col items-center gap-3 px-6 py-10 text-center", className)}>
      <Title className="font-semibold">{title}</Title>
      <p className="text-sm text-muted-foreground">{serverMessage(error) ?? t.checkConnection}</p>
      {onRetry && (
        <Button variant="outline" onClick={() => void onRetry()}>
          {t.tryAgain}
        </Button>
      )}
    </Card>
  );
}
