import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/**
 * What stands in place of a list with nothing in it (or a page with nothing to show): an icon in
 * a round badge, a title, a line that says what to do or expect, and any ways onward (`children`).
 * A heading title is set in the serif of headings, the page's own (h1) larger and with its text
 * in body size; a plain title (p) is bold body text. `small` is the lesser badge, and a smaller
 * heading, for a card that sits among others.
 */
export function EmptyStateCard({
  icon: Icon,
  tone = "accent",
  small = false,
  title,
  titleAs: Title = "h2",
  text,
  textClassName,
  className,
  children,
  ...props
}: Omit<ComponentProps<typeof Card>, "title"> & {
  icon: LucideIcon;
  /** The badge's colours: the warm accent, or the quieter secondary. */
  tone?: "accent" | "secondary";
  small?: boolean;
  title: ReactNode;
  titleAs?: "h1" | "h2" | "h3" | "p";
  text: ReactNode;
  textClassName?: string;
}) {
  const badge = tone === "accent" ? "bg-accent text-accent-foreground" : "bg-secondary text-primary";
  const titleSize = Title === "h1" ? "text-2xl" : small ? "text-lg" : "text-xl";
  return (
    <Card className={cn("flex flex-col items-center gap-3 px-6 py-12 text-center", className)} {...props}>
      <span className={`flex ${small ? "size-12" : "size-14"} items-center justify-center rounded-full ${badge}`}>
        <Icon aria-hidden="true" className={small ? "size-6" : "size-7"} />
      </span>
      <Title className={Title === "p" ? "font-semibold" : `font-serif ${titleSize} font-semibold text-heading`}>{title}</Title>
      <p className={Title === "h1" ? "text-muted-foreground" : cn("max-w-md text-sm text-muted-foreground", textClassName)}>{text}</p>
      {children}
    </Card>
  );
}
