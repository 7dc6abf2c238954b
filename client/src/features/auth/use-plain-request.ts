import { useCallback, useState } from "react";
import { apiRequest } from "@/lib/api";

/**
 * One request at a time, with its pending state, in plain React state: the pages opened from
 * a mail load on the visitor's side too, which has no data layer.
 */
export function usePlainRequest() {
  const [isPending, setPending] = useState(false);
  const send = useCallback(async (method: string, url: string, body?: unknown): Promise<Response> => {
    setPending(true);
    try {
      return await apiRequest(method, url, body);
    } finally {
      setPending(false);
    }
  }, []);
  return { send, isPending };
}
