import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("lib/use-document-title", {
  page: params<{ title: string }>("{title} · Koinonia"),
  home: "Koinonia: Christian Social Network",
});

/** Names the browser tab after the page (WCAG 2.4.2), e.g. "My Groups · Koinonia". */
export function useDocumentTitle(title?: string): void {
  const t = useStore(messages);
  useEffect(() => {
    document.title = title ? t.page({ title }) : t.home;
  }, [title, t]);
}
