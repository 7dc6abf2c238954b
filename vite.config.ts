import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const here = path.dirname(fileURLToPath(import.meta.url));
// The API server the dev server forwards to (npm run dev listens on 5000).
const apiTarget = process.env.API_URL ?? "http://localhost:5000";
// Keep the browser's Host header: the server refuses writes whose Origin is not its own host,
// and to the browser the dev server's address is the app's origin.
const proxyTo = { target: apiTarget, changeOrigin: false };

/** Writes a brotli (.br) and a gzip (.gz) copy of a file beside it, if it is worth compressing. */
function compressBeside(file: string) {
  const source = fs.readFileSync(file);
  if (source.length < 1024) return;
  fs.writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
  );
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each built text file, compressed once at
 * the highest levels, so a static server (@fastify/static's preCompressed, nginx's gzip_static)
 * can send them without compressing on every request.
 */
function precompress(): Plugin {
  let dir = path.join(here, "dist/client");
  return {
    name: "koinonia:precompress",
    apply: "build",
    writeBundle(options, bundle) {
      dir = options.dir ?? dir;
      for (const fileName of Object.keys(bundle)) {
        if (/\.(js|css|html|svg)$/.test(fileName)) compressBeside(path.join(dir, fileName));
      }
    },
    // The service worker is built after the bundle is written (its precache list names the
    // bundle's files): compressed once it is done. Browsers fetch it on every update check.
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        const worker = path.join(dir, "sw.js");
        if (fs.existsSync(worker)) compressBeside(worker);
      },
    },
  };
}

const src = (file: string) => path.join(here, "client/src", file);

// The first pages people open, each as the modules it loads before it can paint.
const ROUTE_ROOTS = {
  entry: [src("main.tsx")],
  landing: [src("signed-out-app.tsx"), src("pages/landing.tsx")],
  auth: [src("signed-out-app.tsx"), src("pages/auth.tsx")],
  home: [src("signed-in-app.tsx"), src("pages/home.tsx")],
};
// Lazily loaded chunks of their own (the router's import() targets): never folded into a group.
const LAZY_ROOTS = new Set(Object.values(ROUTE_ROOTS).flat());
type Route = keyof typeof ROUTE_ROOTS;
// client/src/locales/<language>/<part>.json
const LOCALE = /client[\\/]src[\\/]locales[\\/](\w+)[\\/]/;
const closures = new Map<Route, Set<string>>();
const within = (route: Route, id: string) => closures.get(route)?.has(id) ?? false;

/**
 * Each icon imported from its own module (lucide-react/icons/<file>) rather than from the
 * package's index, which re-exports all 1,600 of them: the route closures below then see which
 * page draws which icon, and each page loads only its own.
 */
function iconsByModule(): Plugin {
  const index = fs.readFileSync(path.join(here, "node_modules/lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  // export { default as Loader2, default as LoaderCircle, ... } from './icons/loader-circle.mjs';
  const fileOf = new Map<string, string>();
  for (const [, names = "", file = ""] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) fileOf.set(name!, file);
  }
  return {
    name: "koinonia:icons-by-module",
    enforce: "pre",
    transform(code, id) {
      if (!id.includes("/client/src/") || !code.includes("lucide-react")) return null;
      return code.replace(/import\s*\{([^}]*)\}\s*from\s*"lucide-react";/g, (whole, list: string) => {
        const names = list
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean);
        const types = names.filter((n) => n.startsWith("type "));
        const icons = names.filter((n) => !n.startsWith("type "));
        if (icons.some((n) => !fileOf.has(n.split(/\s+as\s+/)[0]!))) return whole;
        const imports = icons.map((n) => {
          const [name, local = name] = n.split(/\s+as\s+/) as [string, string?];
          return `import ${local} from "lucide-react/icons/${fileOf.get(name)}";`;
        });
        // "import type", which is erased: "import { type X }" would stay as a bare import of the index.
        if (types.length > 0) imports.push(`import type { ${types.map((n) => n.slice(5)).join(", ")} } from "lucide-react";`);
        return imports.join(" ");
      });
    },
  };
}

/**
 * Records each first page's static import closure once the module graph is known, for the
 * chunk groups below. Left to itself the bundler cuts one chunk per combination of pages that
 * share a module: the home page then waited on some forty small files, and on a phone's
 * connection (six at a time, a round trip each) that cost a second of its first paint.
 */
function routeClosures(): Plugin {
  return {
    name: "koinonia:route-closures",
    apply: "build",
    buildEnd() {
      for (const [route, roots] of Object.entries(ROUTE_ROOTS) as [Route, string[]][]) {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          seen.add(id);
          stack.push(...info.importedIds);
        }
        closures.set(route, seen);
      }
    },
  };
}

/**
 * The installable app: its web manifest (linked from the built index.html) and the service
 * worker built from client/src/sw.ts, which precaches the shell the build lists here. The
 * client registers the worker itself, in production builds only (client/src/lib/service-worker.ts).
 */
function installableApp() {
  return VitePWA({
    strategies: "injectManifest",
    srcDir: "src",
    filename: "sw.ts",
    injectRegister: false,
    manifest: {
      name: "Koinonia",
      short_name: "Koinonia",
      description: "A social network where Christian believers connect, share prayer requests, gather in faith groups and grow together.",
      start_url: "/",
      scope: "/",
      display: "standalone",
      // The deep indigo of the favicon, the top bar and the signed-out pages.
      theme_color: "#1e1b4b",
      background_color: "#1e1b4b",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    injectManifest: {
      // The shell: the page, every chunk and stylesheet, the theme script and the icons
      // (manifest icons are added by the plugin). Not the .br/.gz copies beside them.
      globPatterns: ["**/*.{html,js,css,svg,woff2}", "apple-touch-icon.png"],
      // Uploading needs the connection: its code (the largest chunk) is fetched when asked for.
      globIgnores: ["**/uploader-dialog-*"],
    },
  });
}

export default defineConfig({
  root: path.join(here, "client"),
  plugins: [iconsByModule(), react(), tailwindcss(), precompress(), routeClosures(), installableApp()],
  resolve: {
    alias: {
      "@": path.join(here, "client/src"),
      "@contract": path.join(here, "contract"),
    },
  },
  build: {
    // `npm run build` and `npm start` (scripts/build-client.ts) pass a folder of their own
    // and then point dist/client at it: a bare `vite build` writes into the linked build.
    outDir: path.join(here, "dist/client"),
    emptyOutDir: true,
    // scripts/bundle-budget.ts reads it to size what each route loads first.
    manifest: true,
    rolldownOptions: {
      output: {
        // A handful of files per first page (see routeClosures). Pages other than these
        // load the same groups plus their own chunk; the uploader and menus stay on demand.
        codeSplitting: {
          groups: [
            // A language's words in one file (they all load together, before the first paint):
            // 27 kB of gzip where 21 files, each compressed alone, made 32.
            {
              name: (id) => {
                const language = LOCALE.exec(id)?.[1];
                return language ? `locale-${language}` : null;
              },
              priority: 5,
              test: LOCALE,
            },
            // The entry and what the landing and home pages both use (React, the router...).
            {
              name: "app",
              priority: 3,
              test: (id) => within("entry", id) || (within("landing", id) && within("home", id)),
            },
            // What the sign-in page shares with the signed-in app (buttons, cards, forms).
            {
              name: "shared",
              priority: 2,
              test: (id) => !LAZY_ROOTS.has(id) && within("home", id) && within("auth", id),
            },
            // The rest of the signed-in home page: shell, feed, composer, panels.
            { name: "signed-in", priority: 1, test: (id) => !LAZY_ROOTS.has(id) && within("home", id) },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": proxyTo,
      "/objects": proxyTo,
      "/healthz": proxyTo,
    },
  },
});
