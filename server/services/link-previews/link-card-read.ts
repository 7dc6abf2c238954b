import { processImage } from "../files/images";
import { pageText, readPageMeta } from "./page-meta";
import { type FetchRules, FetchRefused, type Wanted, safeFetch } from "./safe-fetch";

// A card needs the page's head, which comes first: a longer page is read this far and no further.
const PAGE_BYTES = 512 * 1024;
// As large as a photo a member may upload: the picture is then re-encoded small.
const IMAGE_BYTES = 5 * 1024 * 1024;

export const PAGE: Wanted = {
  accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
  takes: (type) => type === "text/html" || type === "application/xhtml+xml",
  maxBytes: PAGE_BYTES,
  longer: "cut",
};

export const IMAGE: Wanted = {
  accept: "image/webp,image/png,image/jpeg,image/gif;q=0.9",
  takes: (type) => type.startsWith("image/"),
  maxBytes: IMAGE_BYTES,
  longer: "refuse",
};

/** A linked page's card as read: its words, and its picture re-encoded as an upload is (null when none could be used). */
export type LinkCardRead = { title: string; description: string | null; siteName: string | null; image: Buffer | null };

/**
 * Reads the card of the page `url` links to; null when the page has no title to show. The
 * picture is fetched by the same rules as the page and made safe as an upload is; a picture
 * that cannot be had or used leaves the card without one.
 */
export async function readLinkCard(url: string, rules: FetchRules): Promise<LinkCardRead | null> {
  const page = await safeFetch(url, PAGE, rules);
  const meta = readPageMeta(pageText(page.body, page.charset), page.url);
  if (!meta.title) return null;
  let image: Buffer | null = null;
  if (meta.imageUrl) {
    try {
      image = await processImage((await safeFetch(meta.imageUrl, IMAGE, rules)).body, "link_image");
    } catch (err) {
      // Only the app closing ends the whole read; any other failure costs the card its picture.
      if (rules.signal?.aborted) throw err instanceof FetchRefused ? err : new FetchRefused("the fetch was stopped", false);
    }
  }
  return { title: meta.title, description: meta.description, siteName: meta.siteName, image };
}
