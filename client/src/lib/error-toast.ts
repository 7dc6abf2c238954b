import { serverMessage } from "./api-error";
import { i18n } from "./i18n";
import { toast } from "./use-toast";

const messages = i18n("errors/toast", {
  error: "Error",
});

/** How a failed write is shown: a destructive 'Error' toast with the server's message, else the fallback. */
export function errorToast(error: unknown, fallback: string): void {
  toast({ variant: "destructive", title: messages.get().error, description: serverMessage(error) ?? fallback });
}
