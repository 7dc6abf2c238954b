import { count, i18n, formatLocale } from "@/lib/i18n";

const messages = i18n("components/format-size", {
  bytes: count({ one: "{count} bytes", other: "{count} bytes" }),
});

/** 10485760 -> "10 MB", 5242880 -> "5 MB", 1536 -> "2 KB": for limits shown to people. */
export function formatFileSize(bytes: number): string {
  // The decimal sign of the interface's language ("1,5 MB" in Spanish); no thousands separator.
  const number = (value: number) => value.toLocaleString(formatLocale(), { useGrouping: false });
  if (bytes >= 1024 * 1024) return `${number(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
  if (bytes >= 1024) return `${number(Math.round(bytes / 1024))} KB`;
  return messages.get().bytes(bytes);
}
