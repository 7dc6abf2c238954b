import { useStore } from "@nanostores/react";
import { MailX } from "lucide-react";
import { Suspense } from "react";
import { UnsubscribeFrame } from "@/features/account/unsubscribe-frame";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";

// Reading the link takes the contract's schema (zod): the card shows at once, its words a moment
// later. Plain Suspense and pulse blocks, not DeferredPart and Skeleton, which would bring the
// signed-in app's shared chunk to a visitor; a failed load is the app's, as for any page.
const UnsubscribeChoice = retryableLazy(() => import("@/features/account/unsubscribe-choice").then((m) => m.UnsubscribeChoice));

const messages = i18n("pages/unsubscribe", {
  title: "Unsubscribe",
  loading: "Loading",
});

/**
 * Where an unsubscribe link in a mail leads, signed in or not: it says what the link stops and
 * unsubscribes only when asked (mail scanners open links, and opening must change nothing).
 */
export function UnsubscribePage() {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  return (
    <Suspense fallback={<ChoiceStandIn />}>
      <UnsubscribeChoice />
    </Suspense>
  );
}

function ChoiceStandIn() {
  const t = useStore(messages);
  return (
    <UnsubscribeFrame icon={<MailX aria-hidden="true" className="size-7" />} title={t.title}>
      <div role="status" aria-label={t.loading} className="mt-2 grid justify-items-center gap-2">
        <div className="h-5 w-3/4 animate-pulse rounded-md bg-muted" />
        <div className="h-10 w-full animate-pulse rounded-md bg-muted" />
        <div className="mt-4 h-10 w-1/2 animate-pulse rounded-md bg-muted" />
      </div>
    </UnsubscribeFrame>
  );
}
