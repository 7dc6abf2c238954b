import { User } from "lucide-react";
import { cn } from "@/lib/utils";

/** The avatar of an author kept anonymous: the same for everyone, so it tells nothing. */
export function NeutralAvatar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground", className)}
    >
      <User className="size-[55%]" />
    </span>
  );
}
