import { useStore } from "@nanostores/react";
import { ChevronDown, Newspaper } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("home-feed/home-feed-choice-trigger", {
  label: params<{ name: string }>("What {name} brings to your home feed"),
  inFeed: "In my feed",
});

/** The button that opens a place's home feed choice (also the menu's stand-in while it loads). */
export function HomeFeedChoiceTrigger({ placeName, ...props }: ComponentProps<"button"> & { placeName: string }) {
  const t = useStore(messages);
  return (
    <Button variant="outline" aria-label={t.label({ name: placeName })} aria-haspopup="menu" {...props}>
      <Newspaper aria-hidden="true" />
      {t.inFeed}
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}
