import { useStore } from "@nanostores/react";
import { LinkIcon } from "lucide-react";
import { Link } from "wouter";
import { INVALID_LINK } from "@contract/mailed-links";
import { buttonVariants } from "@/components/ui/button-variants";
import { i18n } from "@/lib/i18n";
import { OutcomeNotice } from "./outcome-notice";

const messages = i18n("auth/invalid-link-notice", { title: "This link cannot be used" });

/** A mailed link that cannot be used, and where to get a new one. */
export function InvalidLinkNotice({ message = INVALID_LINK, action }: { message?: string; action: { href: string; label: string } }) {
  const t = useStore(messages);
  return (
    <OutcomeNotice icon={LinkIcon} tone="error" title={t.title}>
      <p>{message}</p>
      <Link href={action.href} className={buttonVariants({ className: "mt-2 w-full" })}>
        {action.label}
      </Link>
    </OutcomeNotice>
  );
}
