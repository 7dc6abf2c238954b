/**
 * What the domain answers when it will not do what was asked, with a message for the person
 * who asked. The domain knows nothing of HTTP: the error handler turns each refusal into a
 * status code, in one place.
 */
export type Refusal = "invalid" | "unauthenticated" | "forbidden" | "not-found" | "conflict" | "too-large";

export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** What was sent cannot be taken as it is. */
export const invalid = (message: string) => new DomainError("invalid", message);
/** Nobody is signed in (or the session has ended). */
export const unauthenticated = (message = "Unauthorized") => new DomainError("unauthenticated", message);
/** The actor may see the thing but not do this to it. */
export const forbidden = (message = "You do not have permission to do that") => new DomainError("forbidden", message);
/** There is no such thing, or not for this actor: ids reveal nothing. */
export const notFound = (message = "Not found") => new DomainError("not-found", message);
/** It cannot be done in the thing's present state (already done, or not yet possible). */
export const conflict = (message: string) => new DomainError("conflict", message);
/** What was sent is larger than allowed. */
export const tooLarge = (message: string) => new DomainError("too-large", message);
