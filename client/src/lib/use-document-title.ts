import { useEffect } from "react";

const PRODUCT = "Koinonia";

/** Names the browser tab after the page (WCAG 2.4.2), e.g. "My Groups · Koinonia". */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : `${PRODUCT}: Christian Social Network`;
  }, [title]);
}
