import { z } from "zod";
import { MAX_URL_LENGTH } from "./limits";
import { oneLine } from "./text";
import { videoLinkProblem } from "./video-links";

/**
 * A post's video link (see video-links.ts for what is accepted): empty or null means none.
 * Whether it points at this site's own host is checked by the server, which knows the host.
 */
export const VideoUrl = z
  .string({ error: "Video URL must be a string" })
  .trim()
  .check(...oneLine("Video URL"))
  .max(MAX_URL_LENGTH, "Video URL is too long")
  .superRefine((value, ctx) => {
    const problem = value === "" ? undefined : videoLinkProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((v) => v || null)
  .nullish()
  .transform((v) => v ?? null);
