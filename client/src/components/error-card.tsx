import { useStore } from "@nanostores/react";
import { CloudOff, RotateCw, TriangleAlert } from "lucide-react";
import { Brand } from "@/components/brand";
import { buttonVariants } from "@/components/ui/button-variants";
import { i18n } from "@/lib/i18n";
import { useOnline } from "@/lib/online-status";

const messages = i18n("components/error-card", {
  renderFailed: "Something went wrong while showing this page. Please try again.",
  checkConnection: "Please check your connection and try again.",
  offline: "You are offline. The page will load when you are back online.",
  notLoaded: "This page could not be loaded",
  wentWrong: "Something went wrong",
  retry: "Retry",
});

/**
 * What shows in place of a page that could not be shown: why, in plain words, and Retry. An
 * alert, so a screen reader announces it. `fullPage` when there is no app frame around it.
 * Plain classes and no tailwind-merge: it is part of every first load.
 */
export function ErrorCard({ codeMissing, fullPage, onRetry }: { codeMissing: boolean; fullPage?: boolean; onRetry: () => void }) {
  const t = useStore(messages);
  const online = useOnline();
  const Icon = codeMissing ? CloudOff : TriangleAlert;
  let message = t.renderFailed;
  if (codeMissing) {
    message = online ? t.checkConnection : t.offline;
  }
  return (
    <div className={`flex flex-col items-center justify-center gap-8 px-4 py-12 ${fullPage ? "min-h-dvh bg-background" : "min-h-[50dvh]"}`}>
      {fullPage && <Brand className="text-foreground" />}
      <div role="alert" className="w-full max-w-md rounded-2xl border bg-card p-8 text-center text-card-foreground shadow-sm">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-7" />
        </div>
        <h1 className="font-serif text-2xl font-semibold text-balance">{codeMissing ? t.notLoaded : t.wentWrong}</h1>
        <p className="mt-2 text-muted-foreground">{message}</p>
        <button type="button" onClick={onRetry} className={buttonVariants({ className: "mt-6" })}>
          <RotateCw aria-hidden="true" />
          {t.retry}
        </button>
      </div>
    </div>
  );
}
