import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * How far down the page an element starts (px): what sits above it (the top bar, a notice
 * about the e-mail address, the page's heading) may change, so it is measured again whenever
 * the page's size does.
 */
export function usePageTop(element: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const box = element.current?.getBoundingClientRect();
      if (box) setTop(Math.round(box.top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return top;
}
