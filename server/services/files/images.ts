import sharp, { type Metadata, type ResizeOptions } from "sharp";
import { invalid } from "../../core/errors";
import type { ObjectRow } from "../../db/schema";

export type ImageKind = ObjectRow["kind"];

// A decompression bomb is a small file that claims a huge canvas: refuse it from the header.
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif"]);

// What we keep: avatars square, banners wide, photos within 2048 px; never enlarged. A logo
// is drawn to be seen whole, whatever its shape (a seal, a wordmark): it is never cropped.
const SHAPES: Record<ImageKind, ResizeOptions> = {
  avatar: { width: 512, height: 512, fit: "cover" },
  banner: { width: 1600, height: 600, fit: "cover" },
  post: { width: 2048, height: 2048, fit: "inside" },
  church_logo: { width: 512, height: 512, fit: "inside" },
  church_banner: { width: 1600, height: 600, fit: "cover" },
  event_cover: { width: 1600, height: 600, fit: "cover" },
  site_logo: { width: 512, height: 512, fit: "inside" },
  message_image: { width: 2048, height: 2048, fit: "inside" },
  // A link card shows its picture small: no need to keep more than a wide card holds.
  link_image: { width: 1200, height: 630, fit: "inside" },
};

const NOT_AN_IMAGE = "The file is not an image we can use. Upload a JPEG, PNG, WebP or GIF.";

// The signatures of the four formats we take. Anything else (SVG, TIFF, HEIF, PDF...) is
// refused by its first bytes, so no other of libvips' parsers ever reads an upload.
const PNG_SIGNATURE = Buffer.from("89504e470d0a1a0a", "hex");
function hasAcceptedSignature(input: Buffer): boolean {
  const text = (from: number, to: number) => input.subarray(from, to).toString("latin1");
  return (
    (input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) ||
    input.subarray(0, 8).equals(PNG_SIGNATURE) ||
    text(0, 4) === "GIF8" ||
    (text(0, 4) === "RIFF" && text(8, 12) === "WEBP")
  );
}

/**
 * Trusts nothing the file says about itself: sharp decodes it (JPEG, PNG, WebP, GIF only;
 * never SVG or HTML), turns it upright, drops every metadata block (EXIF, GPS, XMP, ICC
 * comments) and re-encodes a sensibly sized WebP. Whatever rode along in the original, a
 * script or a second file glued to its end, does not survive.
 */
export async function processImage(input: Buffer, kind: ImageKind): Promise<Buffer> {
  if (!hasAcceptedSignature(input)) throw invalid(NOT_AN_IMAGE);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(NOT_AN_IMAGE);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw invalid(NOT_AN_IMAGE);
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * (meta.pages ?? 1);
  if (!pixels) throw invalid(NOT_AN_IMAGE);
  if (pixels > MAX_INPUT_PIXELS) throw invalid("The image has too many pixels. Please upload a smaller image.");

  const animated = kind === "post" && meta.format === "gif" && (meta.pages ?? 1) > 1;
  try {
    return await sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ ...SHAPES[kind], withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalid(NOT_AN_IMAGE);
  }
}
