/** Fills a {name} left in words a plural message made (the library fills only {count}), exactly as written. */
export const fill = (words: string, name: string, value: string): string => words.replaceAll(`{${name}}`, () => value);
