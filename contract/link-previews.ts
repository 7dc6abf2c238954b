import { z } from "zod";

/**
 * A card for the first link in a post, read by the server from the linked page's Open Graph
 * tags; the image is a copy of ours, re-encoded as uploads are, never the page's own address.
 */
export const LinkPreview = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  siteName: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type LinkPreview = z.infer<typeof LinkPreview>;
