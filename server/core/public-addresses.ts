import dns from "node:dns";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { domainToASCII } from "node:url";
import ipaddr from "ipaddr.js";

// Whenever the server itself requests a URL a member gave it (a push endpoint, a linked page
// and its image), left open that lets anyone signed in make it call into its own network
// (SSRF): the cloud's metadata service, a database's HTTP port, a router. These checks say
// which hosts and addresses are out there on the internet; the connection itself is then made
// only through a lookup that refuses any other, so a name that is checked while it points
// outside and then changed to point inside (DNS rebinding) is never connected to.

// Names that never lead to the internet.
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/i;

/**
 * A public unicast address: not private, loopback, link-local (cloud metadata), unique-local,
 * carrier-grade NAT, reserved, multicast, nor an IPv6 form that carries one of those (an
 * IPv4-mapped address counts as its IPv4; NAT64, 6to4 and Teredo forms are refused whole).
 */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === "unicast";
  } catch {
    return false;
  }
}

/** A loopback address (127.0.0.0/8, ::1, or ::ffff:127.x): this machine itself. */
export function isLoopbackAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === "loopback";
  } catch {
    return false;
  }
}

/**
 * A host name as the checks compare it: lower case, in its ASCII (punycode) form, without the
 * brackets of an IPv6 literal and without trailing dots. "localhost." and "printer.local." are
 * the same hosts as without the dot (a fully qualified name), so a check that kept the dot
 * would let them through. Node's URL parser has already written an IPv4 address given in
 * decimal, octal or hexadecimal (http://2130706433/, http://0x7f.1/) as 127.0.0.1.
 */
export function comparableHost(hostname: string): string {
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (isIP(bare)) return bare;
  return (domainToASCII(bare.toLowerCase()) || bare.toLowerCase()).replace(/\.+$/, "");
}

/**
 * Whether a URL's host may be on the internet at all: a literal address must be public, a
 * name must have a dot and not be one of the names kept for local networks. What a name
 * resolves to is checked when connecting (checkedLookup).
 */
export function isPublicHost(hostname: string): boolean {
  const host = comparableHost(hostname);
  if (isIP(host)) return isPublicAddress(host);
  return host.includes(".") && !LOCAL_NAMES.test(host);
}

/** The resolver a checked lookup asks: node's own (dns.lookup), or a test's stand-in. */
export type Resolve = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

export const systemResolve: Resolve = (hostname, options, callback) => dns.lookup(hostname, options, callback);

/** The error a checked lookup fails with (its code: EPUBLICONLY). */
export function notPublicError(hostname: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${hostname} resolves to an address that is not public`), { code: "EPUBLICONLY" });
}

/**
 * A DNS lookup for outgoing connections that fails when a name resolves to any address that
 * `allows` refuses, so a host that names a private address (or changes to one after it was
 * checked) is never connected to. Handed to http.request as `lookup`, it runs when the socket
 * connects, and the socket connects to the address it answers.
 */
export function checkedLookup(allows: (address: string) => boolean, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 4);
      if (addresses.length === 0 || addresses.some((a) => !allows(a.address))) return callback(notPublicError(hostname), "", 4);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** A checked lookup that connects to public addresses only. */
export const publicOnlyLookup: LookupFunction = checkedLookup(isPublicAddress);
