import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { reloadOnPreloadError } from "@/lib/chunk-reload";
import { prepareLanguage } from "@/lib/i18n";
import { registerServiceWorker } from "@/lib/service-worker";
import { App } from "./app";
import "./index.css";

reloadOnPreloadError();
registerServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("index.html is missing #root");

// A language other than English loads its words first, so the page never opens in English.
void prepareLanguage().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
