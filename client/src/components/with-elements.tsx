import { Fragment, type ReactNode } from "react";

// A character no message contains, to find where an element goes in a translated sentence.
const MARK = "\u0000";

/** What a message is given in place of an element: `withElements` puts the element there. */
export const slot = (name: string) => `${MARK}${name}${MARK}`;

/**
 * A sentence with elements inside it (an address in bold, a button): each `slot(name)` in the
 * text becomes `elements[name]`, wherever the language has put it.
 */
export function withElements(text: string, elements: Record<string, ReactNode>): ReactNode {
  return text.split(MARK).map((piece, index) => (index % 2 === 0 ? piece : <Fragment key={piece}>{elements[piece]}</Fragment>));
}
