import { LinkIcon } from "lucide-react";
import { Link } from "wouter";
import { INVALID_LINK } from "@contract/mailed-links";
import { buttonVariants } from "@/components/ui/button-variants";
import { OutcomeNotice } from "./outcome-notice";

/** A mailed link that cannot be used, and where to get a new one. */
export function InvalidLinkNotice({ message = INVALID_LINK, action }: { message?: string; action: { href: string; label: string } }) {
  return (
    <OutcomeNotice icon={LinkIcon} tone="error" title="This link cannot be used">
      <p>{message}</p>
      <Link href={action.href} className={buttonVariants({ className: "mt-2 w-full" })}>
        {action.label}
      </Link>
    </OutcomeNotice>
  );
}
