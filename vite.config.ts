import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));
// The API server the dev server forwards to (npm run dev listens on 5000).
const apiTarget = process.env.API_URL ?? "http://localhost:5000";

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
      "/api": apiTarget,
      "/objects": apiTarget,
      "/healthz": apiTarget,
    },
  },
});
