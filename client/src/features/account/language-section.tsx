import { useStore } from "@nanostores/react";
import { useQueryClient } from "@tanstack/react-query";
import type { Language } from "@contract/languages";
import type { CurrentUser } from "@contract/users";
import { LanguagePicker } from "@/components/language-picker";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { chooseLanguage, i18n } from "@/lib/i18n";
import { AUTH_USER_KEY } from "@/lib/use-auth";
import { SettingsSection } from "@/components/settings-section";

const messages = i18n("account/language-section", {
  title: "Language",
  description: "The language of Koinonia's pages and of the mail we send you, on every device you sign in on.",
  notSaved: "Your language could not be saved. Please try again.",
});

export function LanguageSection() {
  const t = useStore(messages);
  const queryClient = useQueryClient();

  // Saved first, then shown: the pages never speak a language the mail does not.
  async function choose(language: Language) {
    try {
      await apiRequest("PUT", "/api/account/language", { language });
      queryClient.setQueryData<CurrentUser | null>(AUTH_USER_KEY, (user) => user && { ...user, language });
      await chooseLanguage(language);
    } catch (error) {
      errorToast(error, t.notSaved);
    }
  }

  return (
    <SettingsSection id="language" title={t.title} description={t.description}>
      <LanguagePicker onChoose={choose} />
    </SettingsSection>
  );
}
