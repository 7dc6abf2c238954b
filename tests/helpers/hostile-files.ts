import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { PHOTO_MAX_BYTES, PROFILE_IMAGE_MAX_BYTES } from "../../contract/limits";

/**
 * Hostile uploads, all made in code. Every payload carries MARKER, so "did anything of the
 * original survive?" is one search of the served bytes.
 */
export const MARKER = "x-koinonia-payload";

export const SCRIPT = `<script>alert("${MARKER}")</script>`;
export const PHP = `<?php system($_GET["${MARKER}"]); ?>`;
export const HTML = `<!doctype html><html><body>${SCRIPT}</body></html>`;

export type Outcome = "refused" | "safe";

export type HostileFile = {
  name: string;
  /** The Content-Type the attacker's PUT claims; null sends none. */
  contentType: string | null;
  make(): Promise<Buffer>;
  /** What must happen when it is used as a profile picture and as a post photo. */
  expect: { avatar: Outcome; post: Outcome };
  /** Byte strings that must never be in what we serve (MARKER always is checked too). */
  payloads?: string[];
  /** Metadata sharp finds in the original (checked, so the stripping is really tested). */
  carries?: ("exif" | "xmp" | "icc" | "iptc" | "comments")[];
};

const both = (outcome: Outcome) => ({ avatar: outcome, post: outcome });

// --- building blocks ---------------------------------------------------------------------

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 60 } } });

const baseJpeg = () => solid(64, 48).jpeg().toBuffer();
const basePng = () => solid(40, 40).png().toBuffer();

/** A JPEG marker segment: FF <marker> <length incl. itself> <data>. */
function jpegSegment(marker: number, data: Buffer): Buffer {
  if (data.length + 2 > 0xffff) throw new Error("segment too long");
  const head = Buffer.alloc(4);
  head[0] = 0xff;
  head[1] = marker;
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** Puts segments straight after the JPEG's SOI marker. */
function withJpegSegments(jpeg: Buffer, segments: Buffer[]): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** Walks a JPEG's segments up to the scan and rewrites the frame's (SOFn) dimensions. */
function withJpegDimensions(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  let at = 2;
  while (at < out.length) {
    const marker = out[at + 1]!;
    const length = out.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      out.writeUInt16BE(height, at + 5);
      out.writeUInt16BE(width, at + 7);
      return out;
    }
    at += 2 + length;
  }
  throw new Error("no SOF segment");
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from("89504e470d0a1a0a", "hex");

/** Inserts chunks right after IHDR (signature 8 bytes + IHDR 25 bytes). */
function withPngChunks(png: Buffer, chunks: Buffer[]): Buffer {
  return Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);
}

/**
 * A grey PNG of any claimed size, built by hand so it costs nothing to make: one bit per
 * pixel, every row the same, compressed to almost nothing.
 */
function bitmapPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8); // filter byte + pixels
  const raw = Buffer.alloc(rowBytes * height); // all zero: filter none, black
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(raw, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A zip archive holding one stored (uncompressed) file. */
function zip(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** GIF data sub-blocks (at most 255 bytes each), ending with the zero-length terminator. */
function gifSubBlocks(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += 255) {
    const piece = data.subarray(at, at + 255);
    parts.push(Buffer.from([piece.length]), piece);
  }
  parts.push(Buffer.from([0]));
  return Buffer.concat(parts);
}

/** The offset just past a GIF's header, logical screen descriptor and global colour table. */
function gifBodyStart(gif: Buffer): number {
  const packed = gif[10]!;
  const table = packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
  return 13 + table;
}

/** A GIF that is also a script: the width bytes open a JS comment that the file closes later. */
async function gifJsPolyglot(): Promise<Buffer> {
  const gif = await solid(30, 30).gif().toBuffer();
  const start = gifBodyStart(gif);
  const header = Buffer.from(gif.subarray(0, start));
  header.write("/*", 6, "latin1"); // logical screen width 0x2A2F = 10799
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe]), gifSubBlocks(Buffer.from(`*/=1;${SCRIPT};alert("${MARKER}");/*`))]);
  return Buffer.concat([header, comment, gif.subarray(start), Buffer.from(`*/=1;alert("${MARKER}");`)]);
}

/** An animated GIF of `frames` copies of one frame: each small, together too many pixels. */
async function gifFrameFlood(side: number, frames: number): Promise<Buffer> {
  const gif = await solid(side, side).gif().toBuffer();
  const start = gifBodyStart(gif);
  const frame = gif.subarray(start, gif.length - 1); // everything but the trailer
  return Buffer.concat([gif.subarray(0, start), ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b])]);
}

/** The P3 profile sharp ships, with a script riding along inside it. */
async function iccWithPayload(): Promise<Buffer> {
  const tagged = await solid(8, 8).withIccProfile("p3").jpeg().toBuffer();
  const icc = (await sharp(tagged).metadata()).icc;
  if (!icc) throw new Error("sharp made no ICC profile");
  const profile = Buffer.concat([icc, Buffer.from(`${HTML}${PHP}`)]);
  profile.writeUInt32BE(profile.length, 0); // the header's size field covers the payload too
  return profile;
}

/** An IPTC record (Photoshop APP13) whose caption is a script. */
function iptcSegment(): Buffer {
  const caption = Buffer.from(SCRIPT);
  const dataset = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78]), Buffer.from([caption.length >> 8, caption.length & 0xff]), caption]);
  const resource = Buffer.concat([
    Buffer.from("8BIM", "latin1"),
    Buffer.from([0x04, 0x04, 0x00, 0x00]), // resource 0x0404 (IPTC), empty name padded
    Buffer.from([0, 0, dataset.length >> 8, dataset.length & 0xff]),
    dataset,
    dataset.length % 2 ? Buffer.from([0]) : Buffer.alloc(0),
  ]);
  return jpegSegment(0xed, Buffer.concat([Buffer.from("Photoshop 3.0\0", "latin1"), resource]));
}

const xmpPacket = () =>
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
  `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:description="${SCRIPT.replaceAll('"', "&quot;").replaceAll("<", "&lt;")}"><dc:title>${PHP.replaceAll("<", "&lt;")}</dc:title></rdf:Description>` +
  `</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

const GPS_EXIF = {
  IFD0: { Make: "PhoneMaker", Model: `Pocket ${MARKER}`, Copyright: "Private person" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 9/1 4000/100", GPSLongitudeRef: "W", GPSLongitude: "86/1 46/1 3000/100" },
};

function bmp(): Buffer {
  const width = 2;
  const height = 2;
  const rowBytes = 8; // 2 pixels x 3 bytes, padded to 4
  const pixels = Buffer.alloc(rowBytes * height, 0x7f);
  const header = Buffer.alloc(54);
  header.write("BM", 0, "latin1");
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels, Buffer.from(SCRIPT)]);
}

function elf(): Buffer {
  const header = Buffer.alloc(64);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(header); // ELF64, little-endian
  header.writeUInt16LE(2, 16); // ET_EXEC
  header.writeUInt16LE(0x3e, 18); // x86-64
  header.writeUInt32LE(1, 20);
  return Buffer.concat([header, Buffer.from(`/bin/sh -c 'echo ${MARKER}'`)]);
}

const pdf = () =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R /OpenAction <</S /JavaScript /JS (app.alert('${MARKER}'))>> >> endobj\n` +
      "2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
  );

/** A real image padded with junk after its end to exactly `bytes`. */
async function paddedJpeg(bytes: number): Promise<Buffer> {
  const jpeg = await baseJpeg();
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length, 0x41)]);
}

// --- the corpus --------------------------------------------------------------------------

export const HOSTILE_FILES: HostileFile[] = [
  {
    name: "HTML saved as photo.jpg, sent as image/jpeg",
    contentType: "image/jpeg",
    make: async () => Buffer.from(HTML),
    expect: both("refused"),
  },
  {
    name: "SVG with a <script>",
    contentType: "image/svg+xml",
    make: async () =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert('${MARKER}')">${SCRIPT}<rect width="10" height="10"/></svg>`,
      ),
    expect: both("refused"),
  },
  {
    name: "SVG with an external entity (XXE), sent as image/png",
    contentType: "image/png",
    make: async () =>
      Buffer.from(
        `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY remote SYSTEM "http://127.0.0.1:9/${MARKER}">]>` +
          `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="20"><text y="15">&xxe;&remote;</text></svg>`,
      ),
    expect: both("refused"),
  },
  {
    name: "GIF/JavaScript polyglot",
    contentType: "image/gif",
    make: gifJsPolyglot,
    expect: both("safe"),
    payloads: ["alert(", "/*"],
  },
  {
    name: "JPEG with PHP and HTML appended after EOI",
    contentType: "image/jpeg",
    make: async () => Buffer.concat([await baseJpeg(), Buffer.from(PHP + HTML)]),
    expect: both("safe"),
    payloads: ["<?php", "<script", "<html"],
  },
  {
    name: "PNG with a zip archive appended",
    contentType: "image/png",
    make: async () => Buffer.concat([await basePng(), zip("shell.php", PHP)]),
    expect: both("safe"),
    payloads: ["PK\x03\x04", "PK\x01\x02", "shell.php", "<?php"],
  },
  {
    name: "zero bytes",
    contentType: "image/png",
    make: async () => Buffer.alloc(0),
    expect: both("refused"),
  },
  {
    name: "a real JPEG padded to the upload limit plus one byte",
    contentType: "image/jpeg",
    make: () => paddedJpeg(PHOTO_MAX_BYTES + 1),
    expect: both("refused"),
  },
  {
    name: "a real JPEG padded to the profile-image limit plus one byte",
    contentType: "image/jpeg",
    make: () => paddedJpeg(PROFILE_IMAGE_MAX_BYTES + 1),
    expect: { avatar: "refused", post: "safe" },
    payloads: ["AAAAAAAAAAAAAAAA"],
  },
  {
    name: "decompression bomb: a 20000x20000 PNG of one colour (~60 KB)",
    contentType: "image/png",
    make: async () => bitmapPng(20_000, 20_000),
    expect: both("refused"),
  },
  {
    name: "8000x5001 PNG: just above 40 megapixels",
    contentType: "image/png",
    make: async () => bitmapPng(8000, 5001),
    expect: both("refused"),
  },
  {
    name: "JPEG whose frame header claims 65000x65000",
    contentType: "image/jpeg",
    make: async () => withJpegDimensions(await baseJpeg(), 65_000, 65_000),
    expect: both("refused"),
  },
  {
    name: "animated GIF: 100 frames of 700x700 (49 megapixels in all)",
    contentType: "image/gif",
    make: () => gifFrameFlood(700, 100),
    expect: both("refused"),
  },
  {
    name: "truncated JPEG (cut off half way through the scan)",
    contentType: "image/jpeg",
    make: async () => {
      const jpeg = await sharp(
        Buffer.alloc(256 * 256 * 3).map((_, i) => (i * 37) % 251),
        { raw: { width: 256, height: 256, channels: 3 } },
      )
        .jpeg()
        .toBuffer();
      return jpeg.subarray(0, Math.floor(jpeg.length / 2));
    },
    expect: both("refused"),
  },
  {
    name: "JPEG with GPS EXIF",
    contentType: "image/jpeg",
    make: () => solid(640, 480).jpeg().withExif(GPS_EXIF).toBuffer(),
    expect: both("safe"),
    payloads: ["PhoneMaker", "Exif\0\0", "Private person"],
    carries: ["exif"],
  },
  {
    name: "JPEG with a script in its comment, XMP and IPTC, and PHP in its ICC profile",
    contentType: "image/jpeg",
    make: async () => {
      const icc = await iccWithPayload();
      return withJpegSegments(await baseJpeg(), [
        jpegSegment(0xfe, Buffer.from(`${HTML}${PHP}`)),
        jpegSegment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0${xmpPacket()}`, "latin1")),
        jpegSegment(0xe2, Buffer.concat([Buffer.from("ICC_PROFILE\0", "latin1"), Buffer.from([1, 1]), icc])),
        iptcSegment(),
      ]);
    },
    expect: both("safe"),
    payloads: ["<script", "<?php", "xmpmeta", "Photoshop 3.0", "8BIM", "ICC_PROFILE"],
    carries: ["xmp", "icc", "iptc"],
  },
  {
    name: "PNG with a script in tEXt and iTXt (XMP) chunks and EXIF",
    contentType: "image/png",
    make: async () => {
      const png = await solid(40, 40).png().withExif(GPS_EXIF).toBuffer();
      return withPngChunks(png, [
        pngChunk("tEXt", Buffer.from(`Comment\0${HTML}`, "latin1")),
        pngChunk("iTXt", Buffer.concat([Buffer.from("XML:com.adobe.xmp\0\0\0\0\0", "latin1"), Buffer.from(xmpPacket())])),
      ]);
    },
    expect: both("safe"),
    payloads: ["<script", "<?php", "xmpmeta", "PhoneMaker"],
    carries: ["exif", "xmp", "comments"],
  },
  {
    name: "WebP carrying GPS EXIF and a scripted XMP packet",
    contentType: "image/webp",
    make: () => solid(64, 64).webp().withExif(GPS_EXIF).withXmp(xmpPacket()).toBuffer(),
    expect: both("safe"),
    payloads: ["PhoneMaker", "xmpmeta", "<?php"],
    carries: ["exif", "xmp"],
  },
  {
    name: "PNG sent as image/gif (a Content-Type lie)",
    contentType: "image/gif",
    make: basePng,
    expect: both("safe"),
  },
  {
    name: "PNG sent as text/html",
    contentType: "text/html",
    make: basePng,
    expect: both("safe"),
  },
  {
    name: "PNG sent with no Content-Type at all",
    contentType: null,
    make: basePng,
    expect: both("safe"),
  },
  {
    name: "a real TIFF (not a format we take)",
    contentType: "image/tiff",
    make: () => solid(32, 32).tiff().toBuffer(),
    expect: both("refused"),
  },
  {
    name: "BMP with a script after its pixels",
    contentType: "image/bmp",
    make: async () => bmp(),
    expect: both("refused"),
  },
  {
    name: "an AVIF (not a format we take)",
    contentType: "image/avif",
    make: () => solid(32, 32).avif().toBuffer(),
    expect: both("refused"),
  },
  {
    name: "PDF with JavaScript, sent as image/jpeg",
    contentType: "image/jpeg",
    make: async () => pdf(),
    expect: both("refused"),
  },
  {
    name: "ELF executable, sent as image/png",
    contentType: "image/png",
    make: async () => elf(),
    expect: both("refused"),
  },
  {
    name: "a JSON body sent as application/json",
    contentType: "application/json",
    make: async () => Buffer.from(JSON.stringify({ profileImageURL: `javascript:alert("${MARKER}")`, isAdmin: true })),
    expect: both("refused"),
  },
  {
    name: "a 40000x1 PNG: extremely wide, one pixel tall",
    contentType: "image/png",
    make: async () => bitmapPng(40_000, 1),
    expect: both("safe"),
  },
  {
    name: "a 1x40000 PNG: one pixel wide, extremely tall",
    contentType: "image/png",
    make: async () => bitmapPng(1, 40_000),
    expect: both("safe"),
  },
];
