import dns from "node:dns";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { domainToASCII } from "node:url";
import ipaddr from "ipaddr.js";
import { invalid } from "../../core/errors";

// The server sends a request to whatever endpoint a member subscribed with: left open, that
// lets anyone signed in make it call into its own network (SSRF). So an endpoint must be https
// on a public host, and the connection itself is made only to public addresses, whatever the
// host's name resolves to when the push is sent. `allowLocal` lifts both, for a push service
// run locally in tests.

// Names that never lead to the internet.
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/i;

/** A public unicast address (not private, loopback, link-local, reserved, …). */
function isPublicAddress(address: string): boolean {
  return ipaddr.process(address).range() === "unicast";
}

/**
 * A host name as the checks below compare it: lower case, in its ASCII (punycode) form, and
 * without trailing dots. "localhost." and "printer.local." are the same hosts as without the
 * dot (a fully qualified name), so a check that kept the dot would let them through.
 */
function comparableHost(hostname: string): string {
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (isIP(bare)) return bare;
  return (domainToASCII(bare.toLowerCase()) || bare.toLowerCase()).replace(/\.+$/, "");
}

/** Why this endpoint may not be pushed to, or undefined when it may. */
export function endpointRefusal(endpoint: string, allowLocal: boolean): string | undefined {
  const url = new URL(endpoint);
  if (url.username || url.password) return "endpoint must not carry a user name or password";
  if (allowLocal) return undefined;
  if (url.protocol !== "https:") return "endpoint must be an https URL";
  const host = comparableHost(url.hostname);
  if (isIP(host) ? !isPublicAddress(host) : LOCAL_NAMES.test(host) || !host.includes(".")) {
    return "endpoint must be on a public host";
  }
  return undefined;
}

/** Refuses an endpoint the server would not push to. */
export function checkEndpoint(endpoint: string, allowLocal: boolean): void {
  const refusal = endpointRefusal(endpoint, allowLocal);
  if (refusal) throw invalid(refusal);
}

/**
 * A DNS lookup for outgoing pushes that fails when a name resolves to any address that is not
 * public, so a host that names a private address (or changes to one after it was checked)
 * is never connected to.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 4);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0) {
      const error = Object.assign(new Error(`${hostname} resolves to an address that is not public`), { code: "EPUBLICONLY" });
      return callback(error, "", 4);
    }
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
