/** The token a mailed link carries in its query string, or null. */
export function linkToken(search: string): string | null {
  return new URLSearchParams(search).get("token");
}

/** Where the reset page sends the member once the password is set: sign in, with word of it. */
export const SIGN_IN_AFTER_RESET = "/auth?reset=done";
