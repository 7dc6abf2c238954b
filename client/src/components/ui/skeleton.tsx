import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A pulsing placeholder block in the shape of content that is still loading. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}
