import { serverMessage } from "./api-error";
import { toast } from "./use-toast";

/** How a failed write is shown: a destructive 'Error' toast with the server's message, else the fallback. */
export function errorToast(error: unknown, fallback: string): void {
  toast({ variant: "destructive", title: "Error", description: serverMessage(error) ?? fallback });
}
