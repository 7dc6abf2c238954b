import { useStore } from "@nanostores/react";
import { Clock, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { MAX_POST_LENGTH } from "@contract/limits";
import type { Mention } from "@contract/mentions";
import type { PrayerCategory } from "@contract/prayer";
import type { Post, PostType } from "@contract/posts";
import { VIDEO_URL_ELSEWHERE, isLinkToHost, videoLinkProblem } from "@contract/video-links";
import { DeferredPart } from "@/components/deferred-part";
import { UserAvatar } from "@/components/user-avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { type AudienceChoice, DEFAULT_AUDIENCE, audienceBody } from "@/features/prayer/audience-choice";
import { LazyAudiencePicker } from "@/features/prayer/lazy-audience-picker";
import { LazyPrayerOptions } from "@/features/prayer/lazy-prayer-options";
import { MentionField } from "@/features/mentions/mention-field";
import type { MentionPlace } from "@/features/mentions/mention-queries";
import { mentionIdsIn } from "@/features/mentions/mention-text";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useCurrentUser } from "@/lib/use-auth";
import { onComposerOffer } from "@/lib/composer-offer";
import { PostTypePicker } from "./post-type-picker";
import { useCreatePost } from "./post-mutations";

const messages = i18n("posts/composer", {
  heading: "Share with your Community",
  addVideoLink: "Add the link to your video (https://...).",
  addPhoto: "Add a photo to share a photo post.",
  chooseGroup: "Choose a group",
  choosePerson: "Choose at least one person",
  yourPost: "Your post",
  placeholder: "What's on your heart today?",
  prayerPlaceholder: "What would you like prayer for?",
  videoUrl: "Video URL",
  videoPlaceholder: "https://example.com/video.mp4",
  videoHint: "A video file, or a YouTube or Vimeo video (https://...).",
  loading: "Loading...",
  offline: "Will send when you are back online",
  sharing: "Sharing...",
  share: "Share",
});

// The photo step's code (and the uploader's) loads when Photo is chosen.
const PhotoPicker = retryableLazy(() => import("./photo-picker").then((m) => m.PhotoPicker));

// The server's rule, checked before sending; it alone knows every host of this site, so the
// one the page was loaded from is the one checked here.
const videoUrlProblem = (url: string) =>
  videoLinkProblem(url) ?? (isLinkToHost(url, [window.location.hostname]) ? VIDEO_URL_ELSEWHERE : undefined);

/** The church whose prayer wall a composer posts to, and whether it has a prayer team to keep a request within. */
interface WallChurch {
  id: number;
  hasPrayerTeam: boolean;
}

/**
 * The composer 'Share with your Community'. With `groupId` it posts into that group (its page
 * passes its own heading and adds the post to the group's feed); with `church`, onto that
 * church's prayer wall (its page, likewise). Either place is the audience: no picker is shown.
 */
export function Composer({
  heading,
  groupId,
  church,
  onPosted,
}: {
  heading?: string;
  groupId?: number;
  church?: WallChurch;
  onPosted?: (post: Post) => void;
} = {}) {
  const t = useStore(messages);
  const user = useCurrentUser();
  const ids = useId();
  const [content, setContent] = useState("");
  const [mentions, setMentions] = useState<Mention[]>([]);
  const [type, setType] = useState<PostType>("text");
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [videoUrl, setVideoUrl] = useState("");
  const [videoError, setVideoError] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [category, setCategory] = useState<PrayerCategory | null>(null);
  const [anonymous, setAnonymous] = useState(false);
  const [teamOnly, setTeamOnly] = useState(false);
  const [audience, setAudience] = useState<AudienceChoice>(DEFAULT_AUDIENCE);
  const [audienceProblem, setAudienceProblem] = useState<string | null>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const contentInput = useRef<HTMLTextAreaElement>(null);

  // A successful post resets the composer: type text, no content, no image or video URL.
  const reset = () => {
    setContent("");
    setMentions([]);
    setType("text");
    setImageUrl(null);
    setVideoUrl("");
    setVideoError(null);
    setPhotoError(null);
    setCategory(null);
    setAnonymous(false);
    setTeamOnly(false);
    // Each post's audience is chosen afresh: a private or narrow one never carries over unseen.
    setAudience(DEFAULT_AUDIENCE);
    setAudienceProblem(null);
    // The Share button is disabled now; keep keyboard users in the composer, not on <body>.
    contentInput.current?.focus();
  };
  const create = useCreatePost({
    groupId,
    onCreated: (post) => {
      reset();
      onPosted?.(post);
    },
  });
  const trimmed = content.trim();
  const placed = groupId !== undefined || church !== undefined;
  // Whom the words may mention: the writer's connections, and the members of where it is posted.
  const mentionPlace: MentionPlace =
    groupId !== undefined
      ? { groupId }
      : church
        ? { churchId: church.id }
        : audience.kind === "group" && audience.groupId !== null
          ? { groupId: audience.groupId }
          : {};
  // The home page's composer takes in words offered to it (a verse to share) after what the
  // member has written, and brings the member to it to add their own.
  useEffect(() => {
    if (placed) return;
    return onComposerOffer((words) => {
      setContent((before) => (before.trim() ? `${before.trimEnd()}\n\n${words}` : words).slice(0, MAX_POST_LENGTH));
      contentInput.current?.focus();
    });
  }, [placed]);

  // Offline, the post is kept on the device while it waits (drawn again once it is sent).
  const waiting = create.isPending && !navigator.onLine;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // Blank content sends nothing.
    if (!trimmed || create.isPending) return;
    if (type === "video") {
      const problem = videoUrl.trim() ? videoUrlProblem(videoUrl.trim()) : t.addVideoLink;
      if (problem) {
        setVideoError(problem);
        videoInput.current?.focus();
        return;
      }
    }
    if (type === "image" && !imageUrl) {
      setPhotoError(t.addPhoto);
      return;
    }
    const prayer = type === "prayer";
    // In a group's composer the group is the audience, in a church's the church (or, for a
    // request, its prayer team alone); elsewhere the picker says who.
    const chosen = church
      ? { audience: { kind: prayer && teamOnly && church.hasPrayerTeam ? ("prayer_team" as const) : ("church" as const), churchId: church.id } }
      : groupId === undefined
        ? audienceBody(audience, { group: t.chooseGroup, people: t.choosePerson })
        : null;
    if (chosen && "problem" in chosen) {
      setAudienceProblem(chosen.problem);
      return;
    }
    create.mutate({
      content: trimmed,
      type,
      imageUrl: type === "image" ? imageUrl : null,
      videoUrl: type === "video" ? videoUrl.trim() : null,
      ...(prayer && category ? { category } : {}),
      ...(prayer && anonymous && audience.kind !== "private" ? { anonymous: true } : {}),
      ...(chosen ? { audience: chosen.audience } : {}),
      mentions: mentionIdsIn(trimmed, mentions),
    });
  };

  const submitOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
  };

  const nearLimit = content.length > MAX_POST_LENGTH * 0.9;

  return (
    <Card>
      <section aria-labelledby={`${ids}-heading`} className="p-4 sm:p-5">
        <h2 id={`${ids}-heading`} className="text-base font-semibold">
          {heading ?? t.heading}
        </h2>
        <form onSubmit={submit} className="mt-3 grid grid-cols-1 gap-3">
          <div className="flex gap-3">
            <UserAvatar user={user} className="hidden size-10 sm:flex" />
            <div className="grid min-w-0 flex-1 gap-1">
              <label htmlFor={`${ids}-content`} className="sr-only">
                {t.yourPost}
              </label>
              <MentionField
                ref={contentInput}
                id={`${ids}-content`}
                value={content}
                onValueChange={setContent}
                mentions={mentions}
                onMentionsChange={setMentions}
                place={mentionPlace}
                onKeyDown={submitOnCtrlEnter}
                placeholder={type === "prayer" ? t.prayerPlaceholder : t.placeholder}
                maxLength={MAX_POST_LENGTH}
                rows={3}
                className="min-h-24 resize-y bg-muted/40 focus-visible:bg-card"
              />
              {nearLimit && (
                <p className="text-right text-xs text-muted-foreground" aria-live="polite">
                  {content.length} / {MAX_POST_LENGTH}
                </p>
              )}
            </div>
          </div>

          {type === "video" && (
            <div className="grid grid-cols-1 gap-1.5 sm:pl-13">
              <Label htmlFor={`${ids}-video`}>{t.videoUrl}</Label>
              <Input
                ref={videoInput}
                id={`${ids}-video`}
                type="url"
                inputMode="url"
                placeholder={t.videoPlaceholder}
                value={videoUrl}
                onChange={(event) => {
                  setVideoUrl(event.target.value);
                  setVideoError(null);
                }}
                aria-invalid={videoError ? true : undefined}
                aria-describedby={videoError ? `${ids}-video-error` : `${ids}-video-hint`}
              />
              {videoError ? (
                <p id={`${ids}-video-error`} className="text-sm font-medium text-destructive">
                  {videoError}
                </p>
              ) : (
                <p id={`${ids}-video-hint`} className="text-sm text-muted-foreground">
                  {t.videoHint}
                </p>
              )}
            </div>
          )}

          {type === "image" && (
            <div className="grid grid-cols-1 gap-1.5 sm:pl-13">
              <DeferredPart standIn={<p className="text-sm text-muted-foreground">{t.loading}</p>}>
                <PhotoPicker
                  imageUrl={imageUrl}
                  onUploaded={(url) => {
                    setImageUrl(url);
                    setPhotoError(null);
                    // A successful upload makes it a photo post.
                    setType("image");
                  }}
                  onRemove={() => setImageUrl(null)}
                />
              </DeferredPart>
              {photoError && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {photoError}
                </p>
              )}
            </div>
          )}

          {type === "prayer" && (
            <div className="sm:pl-13">
              <LazyPrayerOptions
                category={category}
                onCategoryChange={setCategory}
                anonymous={anonymous}
                onAnonymousChange={setAnonymous}
                anonymousAllowed={placed || audience.kind !== "private"}
                teamOnly={church?.hasPrayerTeam ? { checked: teamOnly, onChange: setTeamOnly } : undefined}
              />
            </div>
          )}

          {!placed && (
            <div className="sm:pl-13">
              <LazyAudiencePicker
                value={audience}
                onChange={(next) => {
                  setAudience(next);
                  setAudienceProblem(null);
                }}
                problem={audienceProblem}
              />
            </div>
          )}

          <div className="flex flex-wrap items-center justify-between gap-3">
            <PostTypePicker
              value={type}
              onChange={(next) => {
                setType(next);
                setPhotoError(null);
                setVideoError(null);
              }}
            />
            {/* Offline, the post waits on the device and is sent once the browser is back online. */}
            <Button type="submit" disabled={!trimmed || create.isPending} className="w-full sm:ml-auto sm:w-auto">
              {waiting ? <Clock aria-hidden="true" /> : <Send aria-hidden="true" />}
              {waiting ? t.offline : create.isPending ? t.sharing : t.share}
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
