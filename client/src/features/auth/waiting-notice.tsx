import { useStore } from "@nanostores/react";
import { Hourglass } from "lucide-react";
import { i18n } from "@/lib/i18n";
import { translatedServerMessage } from "@/lib/server-messages";
import { OutcomeNotice } from "./outcome-notice";

const messages = i18n("auth/waiting-notice", {
  title: "Waiting for approval",
  fallback: "Thank you! An admin will look at your sign-up soon; we will e-mail you when you can sign in.",
  meanwhile: "Until then, signing in is not possible. You may close this page.",
});

/** A sign-up made on a site where an admin admits each new member: it waits, and says so. */
export function WaitingNotice({ message }: { message: string }) {
  const t = useStore(messages);
  return (
    <OutcomeNotice icon={Hourglass} title={t.title}>
      <p className="text-base text-foreground">{message ? translatedServerMessage(message) : t.fallback}</p>
      <p>{t.meanwhile}</p>
    </OutcomeNotice>
  );
}
