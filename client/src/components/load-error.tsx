import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { serverMessage } from "@/lib/api-error";
import { cn } from "@/lib/utils";

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
  return (
    <Card role="alert" className={cn("flex flex-col items-center gap-3 px-6 py-10 text-center", className)}>
      <Title className="font-semibold">{title}</Title>
      <p className="text-sm text-muted-foreground">{serverMessage(error) ?? "Please check your connection and try again."}</p>
      {onRetry && (
        <Button variant="outline" onClick={() => void onRetry()}>
          Try again
        </Button>
      )}
    </Card>
  );
}
