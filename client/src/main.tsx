import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { reloadOnPreloadError } from "@/lib/chunk-reload";
import { App } from "./app";
import "./index.css";

reloadOnPreloadError();

const root = document.getElementById("root");
if (!root) throw new Error("index.html is missing #root");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
