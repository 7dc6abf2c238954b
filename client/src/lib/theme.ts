/** The theme a member picks in the account menu: the system's setting, or always light or dark. */
export type ThemeChoice = "system" | "light" | "dark";

// public/theme.js reads the same key before the first paint and applies a choice as apply()
// does here; index.css follows data-theme on <html>, or the system's setting without it.
const KEY = "koinonia-theme";

/** The choice in force: what public/theme.js found in storage, or the latest chooseTheme. */
export function currentTheme(): ThemeChoice {
  const theme = document.documentElement.dataset.theme;
  return theme === "light" || theme === "dark" ? theme : "system";
}

function apply(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
  // The browser's toolbar colour: the chosen theme's meta, or each for its system setting.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-scheme]')) {
    const scheme = meta.dataset.scheme;
    meta.media = choice === "system" ? `(prefers-color-scheme: ${scheme})` : choice === scheme ? "all" : "not all";
  }
}

/** Applies the choice at once and remembers it for the next visit (no entry: the system's). */
export function chooseTheme(choice: ThemeChoice): void {
  apply(choice);
  try {
    if (choice === "system") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
  } catch {
    // Storage refused (a privacy setting): the choice holds until the page is left.
  }
}

/** Uppy's dashboard theme: the chosen one, or 'auto', which follows the system as index.css does. */
export function uppyTheme(): "light" | "dark" | "auto" {
  const choice = currentTheme();
  return choice === "system" ? "auto" : choice;
}
