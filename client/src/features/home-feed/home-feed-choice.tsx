import { LazyMenu } from "@/components/lazy-menu";
import { retryableLazy } from "@/lib/retryable-lazy";
import { HomeFeedChoiceTrigger } from "./home-feed-choice-trigger";

const HomeFeedChoiceMenu = retryableLazy(() => import("./home-feed-choice-menu").then((m) => m.HomeFeedChoiceMenu));

/**
 * A member's choice of what a group's or a church's posts bring to their home feed (`url`: the
 * place's home-feed setting), on the place's page. Its menu and the choice load when pressed.
 */
export function HomeFeedChoice({ url, placeName, className }: { url: string; placeName: string; className?: string }) {
  return (
    <LazyMenu
      standIn={(props) => <HomeFeedChoiceTrigger placeName={placeName} className={className} {...props} />}
      menu={(defaultOpen) => <HomeFeedChoiceMenu url={url} placeName={placeName} className={className} defaultOpen={defaultOpen} />}
    />
  );
}
