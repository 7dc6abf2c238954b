import { VIDEO_URL_ELSEWHERE, isLinkToHost } from "../../../contract/video-links";
import { invalid } from "../../core/errors";

/**
 * Refuses a video link to this site itself (`siteHostnames`): every viewer's browser would
 * request it with their session cookie as the post renders, so a link to one of our own
 * pages would act in their name. The contract already refuses paths; only the server knows
 * which absolute URLs are ours.
 */
export function assertVideoElsewhere(videoUrl: string | null, siteHostnames: string[]): void {
  if (videoUrl && isLinkToHost(videoUrl, siteHostnames)) throw invalid(VIDEO_URL_ELSEWHERE);
}
