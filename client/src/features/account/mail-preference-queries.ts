import { useQuery } from "@tanstack/react-query";
import type { MailPreferences } from "@contract/mail-preferences";

export const MAIL_PREFERENCES_KEY = ["/api/account/mail-preferences"] as const;

export const useMailPreferences = () => useQuery<MailPreferences>({ queryKey: MAIL_PREFERENCES_KEY });
