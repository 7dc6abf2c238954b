// A newcomer who opens an invitation link signed out goes to sign up or sign in and comes back
// to it: the link's code is noted for this tab on the way, so that they join on their return
// without a second press. A link opened by someone already signed in never joins by itself.

const KEY = "koinonia-join-after-sign-in";

/** Notes that the person left `code`'s page to sign up or sign in. */
export function noteJoinAfterSignIn(code: string): void {
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // Storage refused: they press Join on their return.
  }
}

/** Whether they came back to `code` from signing in; the note is used up either way. */
export function takeJoinAfterSignIn(code: string): boolean {
  try {
    const noted = sessionStorage.getItem(KEY);
    if (noted !== null) sessionStorage.removeItem(KEY);
    return noted === code;
  } catch {
    return false;
  }
}
