import { type params as libraryParams, strings, transform } from "@nanostores/i18n";

/**
 * `params("Shared with {name}")`, for the client's messages and the server's alike: fills each
 * {name} with its value exactly as written. (The library's own hands values to String.replace,
 * which reads "$&" or "$'" in a value as a pattern: a name with a "$" in it came out changed.)
 */
export const params = transform((_locale: string, translation, values: Record<string, unknown>) =>
  strings(translation, (text: string) =>
    text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder)),
  ),
) as unknown as typeof libraryParams;
