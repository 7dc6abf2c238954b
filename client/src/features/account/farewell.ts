import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";

const messages = i18n("account/farewell", {
  title: "Account Deleted",
  description: "Your account has been deleted. We've sent a confirmation to your email.",
});

// The landing page is loaded afresh after an account is deleted (nothing of the signed-in app
// stays in memory), so the word that it worked crosses the reload in this tab's storage.
const KEY = "koinonia.account-deleted";

export function rememberFarewell(): void {
  try {
    sessionStorage.setItem(KEY, "1");
  } catch {
    // Storage refused (private mode): the landing page then shows no message, nothing worse.
  }
}

/** On the landing page: says the account was deleted, once, if it just was. */
export function showFarewell(): void {
  try {
    if (!sessionStorage.getItem(KEY)) return;
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  const t = messages.get();
  toast({ title: t.title, description: t.description, duration: 10_000 });
}
