import { parseVideoLink } from "../../../contract/video-links";
import { webAddressesIn } from "../../../contract/web-links";

// Longer than this, an address is no page anyone shares: no card is read for it.
const MAX_CARD_LINK = 2048;

const inPlayer = (url: string) => parseVideoLink(url)?.kind === "player";

/**
 * The link a post's card is read from: the first address in its text (as the post shows it,
 * a link) that is not a YouTube or Vimeo video, which is shown in its player and never as a
 * card; or none. A post whose own video plays in such a player has no card either.
 */
export function cardLinkOf(content: string, videoUrl: string | null): string | null {
  if (videoUrl && inPlayer(videoUrl)) return null;
  const link = webAddressesIn(content).find(({ href }) => !inPlayer(href));
  return link && link.href.length <= MAX_CARD_LINK ? link.href : null;
}
