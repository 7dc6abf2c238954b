import { useStore } from "@nanostores/react";
import { Download } from "lucide-react";
import { EXPORT_CONTENTS, EXPORT_PATH } from "@contract/account-export";
import { buttonVariants } from "@/components/ui/button-variants";
import { i18n } from "@/lib/i18n";
import { SettingsSection } from "@/components/settings-section";

const messages = i18n("account/export-section", {
  title: "Your data",
  description: "Download a copy of everything you have shared and received on Koinonia, as a zip file.",
  contents: "What the download holds",
  download: "Download my data",
  note: "A large account may take a minute to download. You can download your data a few times an hour.",
});

// What each file holds, by its name: the English is the contract's (the archive's README says
// the same); the other languages translate it in locales/<language>/account.json.
const exportContents = i18n("account/export-contents", {});

export function ExportSection() {
  const t = useStore(messages);
  const described = useStore(exportContents) as Record<string, string | undefined>;
  return (
    <SettingsSection id="export" title={t.title} description={t.description}>
      {/* File names in a column of their own beside what they hold; above it on a phone. */}
      <ul aria-label={t.contents} className="grid gap-2 text-sm sm:gap-1.5">
        {EXPORT_CONTENTS.map(({ file, holds }) => (
          <li key={file} className="grid sm:grid-cols-[11.5rem_1fr] sm:gap-x-3">
            <code className="font-mono text-xs leading-5 text-muted-foreground">{file}</code>
            <span>{described[file] ?? holds}</span>
          </li>
        ))}
      </ul>
      {/* A plain link: the browser saves the archive as it streams in, however large it is. */}
      <a href={EXPORT_PATH} download className={`${buttonVariants({ variant: "outline" })} mt-4`}>
        <Download aria-hidden="true" />
        {t.download}
      </a>
      <p className="mt-2 text-xs text-muted-foreground">{t.note}</p>
    </SettingsSection>
  );
}
