// Renders the installed app's icons from client/public/favicon.svg into client/public/, once
// (the PNGs are committed; run again after the favicon changes):
//   node --import tsx scripts/render-icons.ts
// "any" icons are the favicon as it is, rounded corners and all. Maskable icons and Apple's
// touch icon are cut to a shape by the system: they fill the whole square, and the cross sits
// inside the middle 80% that every mask keeps.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../client/public");
const favicon = fs.readFileSync(path.join(publicDir, "favicon.svg"), "utf8");

// The favicon's square without its rounded corners, and its cross drawn at 70% of the size
// around the centre (the favicon's cross spans 20 of 32 units; here 14, well inside the mask).
const fullBleed = favicon
  .replace('<rect width="32" height="32" rx="8"', '<rect width="32" height="32"')
  .replace(/<path [^>]*\/>/, (cross) => `<g transform="translate(16 16) scale(0.7) translate(-16 -16)">${cross}</g>`);
if (fullBleed === favicon) throw new Error("favicon.svg no longer has the shape this script expects");

const icons = [
  { file: "icon-192.png", svg: favicon, size: 192 },
  { file: "icon-512.png", svg: favicon, size: 512 },
  { file: "icon-maskable-512.png", svg: fullBleed, size: 512 },
  { file: "apple-touch-icon.png", svg: fullBleed, size: 180 },
];

for (const { file, svg, size } of icons) {
  // Rendered at the target size (density scales the 32-unit viewBox), not scaled up from 32 px.
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));
  console.log(`${file} ${size}x${size}`);
}
