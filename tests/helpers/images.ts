import { randomBytes } from "node:crypto";
import sharp from "sharp";

/** A small real photo-like JPEG, optionally carrying EXIF with GPS coordinates. */
export async function jpeg(options: { width?: number; height?: number; gps?: boolean } = {}): Promise<Buffer> {
  const { width = 64, height = 48 } = options;
  let image = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } }).jpeg();
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: "PhoneMaker", Model: "Pocket 12", Copyright: "Private person" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 9/1 4000/100", GPSLongitudeRef: "W", GPSLongitude: "86/1 46/1 3000/100" },
    });
  }
  return image.toBuffer();
}

export const png = (width = 40, height = 40) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 60, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

export const gif = () =>
  sharp({ create: { width: 30, height: 30, channels: 3, background: "#3355aa" } })
    .gif()
    .toBuffer();

/** Incompressible pixels: a PNG of about `megabytes`, for size limits. */
export async function noisyPng(megabytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
