import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));
// The API server the dev server forwards to (npm run dev listens on 5000).
const apiTarget = process.env.API_URL ?? "http://localhost:5000";
// Keep the browser's Host header: the server refuses writes whose Origin is not its own host,
// and to the browser the dev server's address is the app's origin.
const proxyTo = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  root: path.join(here, "client"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": path.join(here, "client/src"),
      "@contract": path.join(here, "contract"),
    },
  },
  build: {
    outDir: path.join(here, "dist/client"),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/api": proxyTo,
      "/objects": proxyTo,
      "/healthz": proxyTo,
    },
  },
});
