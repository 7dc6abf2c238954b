import { useStore } from "@nanostores/react";
import { Play } from "lucide-react";
import { useState } from "react";
import { parseVideoLink } from "@contract/video-links";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("posts/post-video", {
  play: "Play video",
  from: params<{ source: string }>("from {source}"),
  videoFrom: params<{ provider: string }>("Video from {provider}"),
  open: "Open the video",
});

const frameClass = "block aspect-video w-full border-y bg-indigo-night";

// The player gets the focus the Play button had, so a keyboard user is where they were.
const focus = (element: HTMLElement | null) => element?.focus();

/**
 * A post's video, loaded only when the viewer asks for it: until then a placeholder naming
 * where it comes from, so showing the feed tells no other site who is reading it (their IP
 * address and browser). YouTube and Vimeo videos play in their own players (YouTube's
 * cookie-free one), sandboxed; a video file plays in the browser's own <video>.
 */
export function PostVideo({ url }: { url: string }) {
  const t = useStore(messages);
  const [playing, setPlaying] = useState(false);
  const link = parseVideoLink(url);
  if (!link) return <OldVideoLink url={url} />;

  const source = link.kind === "player" ? link.provider : link.host;
  if (!playing) {
    return (
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className={`${frameClass} group relative flex flex-col items-center justify-center gap-3 overflow-hidden px-4 text-white outline-none focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-inset`}
      >
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(224,168,46,0.18),transparent_60%),radial-gradient(ellipse_at_bottom,rgba(79,70,229,0.4),transparent_65%)]"
        />
        <span className="relative flex size-16 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/40 transition-colors group-hover:bg-white/25 sm:size-18">
          <Play aria-hidden="true" className="size-7 translate-x-0.5 fill-current sm:size-8" />
        </span>
        <span className="relative grid max-w-full gap-0.5 text-center">
          <span className="font-semibold">{t.play}</span> <span className="truncate text-sm text-indigo-100">{t.from({ source })}</span>
        </span>
      </button>
    );
  }

  if (link.kind === "player") {
    return (
      <iframe
        ref={focus}
        src={link.src}
        title={t.videoFrom({ provider: link.provider })}
        // What playback needs, nothing more: no camera, microphone, location or payment.
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        // The players need their scripts and their own origin; popups let "Watch on YouTube"
        // open a tab. Never allowed: navigating this page.
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
        className={frameClass}
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: a video file at a link someone posted comes with no caption track to offer
    <video ref={focus} controls autoPlay preload="none" src={link.src} className={`${frameClass} object-contain`}>
      <a href={link.src}>{t.open}</a>
    </video>
  );
}

/**
 * A link posted before the present rule (http://, a path): no player, only a link to open it
 * elsewhere when it is a web address at all.
 */
function OldVideoLink({ url }: { url: string }) {
  const t = useStore(messages);
  if (!/^https?:\/\//i.test(url)) return null;
  return (
    <p className="border-y px-4 py-3 text-sm sm:px-5">
      <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-primary underline-offset-2 hover:underline">
        {t.open}
      </a>
    </p>
  );
}
