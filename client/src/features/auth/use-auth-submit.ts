import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { CurrentUser } from "@contract/users";
import { apiRequest, serverMessage } from "@/lib/api";
import { safeNextPath } from "@/lib/safe-next";
import { toast } from "@/lib/use-toast";

// Long enough to read the welcome toast before the page reloads into the signed-in app.
const RELOAD_DELAY_MS = 600;

/**
 * Posts a sign-in or sign-up form. Success: a 'Success' toast, then a full reload (fresh
 * session cookie, fresh app) into `next` or "/". Failure: 'Authentication Failed' with the
 * server's reason, and the form is usable again.
 */
export function useAuthSubmit<Body>(path: "/api/auth/login" | "/api/auth/register", welcome: string) {
  const [reloading, setReloading] = useState(false);
  const mutation = useMutation({
    mutationFn: async (body: Body) => (await apiRequest("POST", path, body)).json() as Promise<CurrentUser>,
    onSuccess: () => {
      toast({ title: "Success", description: welcome });
      setReloading(true);
      setTimeout(() => {
        window.location.href = safeNextPath(window.location.search) ?? "/";
      }, RELOAD_DELAY_MS);
    },
    onError: (error) => {
      toast({
        title: "Authentication Failed",
        description: serverMessage(error) ?? "Please try again",
        variant: "destructive",
      });
    },
  });
  // Stay disabled while the page reloads so the form cannot be sent twice.
  return { submit: mutation.mutate, isPending: mutation.isPending || reloading };
}
