import { apiRequest } from "@/lib/api";
import { isUnauthorizedError } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";

const messages = i18n("auth/log-out", { error: "Error", failed: "Could not log out. Please try again." });

/**
 * Ends the session with a POST (a GET never does: any <img> or <video> could send one), then
 * loads the landing page afresh, so nothing of the signed-in app stays in memory. A session
 * that had already ended (401) is just as signed out.
 */
export async function logOut(): Promise<void> {
  try {
    await apiRequest("POST", "/api/auth/logout");
  } catch (error) {
    if (!isUnauthorizedError(error)) {
      const t = messages.get();
      toast({ title: t.error, description: t.failed, variant: "destructive" });
      return;
    }
  }
  window.location.assign("/");
}
