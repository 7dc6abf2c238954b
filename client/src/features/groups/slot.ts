/** Stands in a message for an element (a date, a name in bold) that goes between its words. */
export const SLOT = "\u0000";

/**
 * The words before and after SLOT in a message asked with SLOT for the element, so that a
 * translation may put the element wherever its sentence needs it.
 */
export function aroundSlot(text: string): [before: string, after: string] {
  const [before = "", after = ""] = text.split(SLOT);
  return [before, after];
}
