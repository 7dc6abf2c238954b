import { z } from "zod";
import { MAX_URL_LENGTH } from "./limits";
import { oneLine } from "./text";

/** What POST /api/objects/upload answers: where to PUT the file, once. */
export const UploadGrant = z.object({ uploadURL: z.string() });
export type UploadGrant = z.infer<typeof UploadGrant>;

export const uploadUrl = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .check(...oneLine(label))
    .max(MAX_URL_LENGTH, `${label} is too long`);

export const ProfileImageBody = z.object({ profileImageURL: uploadUrl("profileImageURL") });
export const BannerImageBody = z.object({ bannerImageURL: uploadUrl("bannerImageURL") });

/** A change to a page's image (a church's logo, the site's): a new upload's URL, or null to remove it. */
export const imageChange = (label: string) => uploadUrl(label).nullable().optional();

/** Where an upload URL's object id sits: `.../uploads/<id>` (local or S3 alike). */
export const UPLOAD_ID = /(?:^|\/)uploads\/([A-Za-z0-9_-]{22,64})(?:[?#]|$)/;
export const isUploadUrl = (value: string) => UPLOAD_ID.test(value.split("?")[0]!) || UPLOAD_ID.test(value);
