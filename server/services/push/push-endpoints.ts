import { invalid } from "../../core/errors";
import { isPublicHost } from "../../core/public-addresses";

// The server sends a request to whatever endpoint a member subscribed with: left open, that
// lets anyone signed in make it call into its own network (SSRF). So an endpoint must be https
// on a public host, and the connection itself is made only to public addresses, whatever the
// host's name resolves to when the push is sent (core/public-addresses.ts). `allowLocal` lifts
// both, for a push service run locally in tests.

/** Why this endpoint may not be pushed to, or undefined when it may. */
export function endpointRefusal(endpoint: string, allowLocal: boolean): string | undefined {
  const url = new URL(endpoint);
  if (url.username || url.password) return "endpoint must not carry a user name or password";
  if (allowLocal) return undefined;
  if (url.protocol !== "https:") return "endpoint must be an https URL";
  if (!isPublicHost(url.hostname)) return "endpoint must be on a public host";
  return undefined;
}

/** Refuses an endpoint the server would not push to. */
export function checkEndpoint(endpoint: string, allowLocal: boolean): void {
  const refusal = endpointRefusal(endpoint, allowLocal);
  if (refusal) throw invalid(refusal);
}
