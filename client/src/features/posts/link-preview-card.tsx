import { useStore } from "@nanostores/react";
import { useId } from "react";
import type { LinkPreview } from "@contract/link-previews";
import type { Post } from "@contract/posts";
import { onPlayerSite } from "@contract/video-links";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("posts/link-preview-card", {
  // The link's name for a screen reader: what it leads to, where, and that it leaves the app.
  opens: params<{ title: string; site: string }>("{title}, on {site} (opens in a new tab)"),
});

/** The site a card names: its own name, else its address's host without "www.". */
function siteOf(preview: LinkPreview): string {
  if (preview.siteName) return preview.siteName;
  try {
    return new URL(preview.url).hostname.replace(/^www\./, "");
  } catch {
    return preview.url;
  }
}

/**
 * The card of a post's first link, read by the server from the linked page: its picture (our
 * own re-encoded copy, so showing it tells the other site nothing), title, description and
 * site. The whole card is one link to the page, opened in a new tab. A post whose video plays
 * in YouTube's or Vimeo's player shows the player alone.
 */
export function LinkPreviewCard({ post }: { post: Pick<Post, "linkPreview" | "videoUrl"> }) {
  const t = useStore(messages);
  const descriptionId = useId();
  const preview = post.linkPreview;
  if (!preview || (post.videoUrl && onPlayerSite(post.videoUrl))) return null;
  const site = siteOf(preview);
  return (
    <a
      href={preview.url}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      aria-label={t.opens({ title: preview.title, site })}
      aria-describedby={preview.description ? descriptionId : undefined}
      className="mx-4 mb-4 block overflow-hidden rounded-lg border bg-muted/40 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:mx-5"
    >
      {preview.imageUrl && (
        <img
          src={preview.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[1.91/1] max-h-72 w-full border-b bg-muted object-cover"
        />
      )}
      <span className="grid gap-0.5 px-3.5 py-3">
        <span className="truncate text-xs font-medium tracking-wide text-muted-foreground uppercase">{site}</span>
        <span className="line-clamp-2 font-semibold leading-snug text-foreground">{preview.title}</span>
        {preview.description && (
          <span id={descriptionId} className="line-clamp-2 text-sm leading-snug text-muted-foreground">
            {preview.description}
          </span>
        )}
      </span>
    </a>
  );
}
