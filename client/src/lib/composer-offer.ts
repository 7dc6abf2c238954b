import { atom } from "nanostores";

// Words another part of the home page hands its composer (the verse of the day's Share): the
// composer takes them in as they come, and the member may add their own before sending. Each
// offer is a new object, so the same words offered twice arrive twice.
const offered = atom<{ words: string } | null>(null);

/** Puts `words` into the home page's composer, ready to send or to add to, and takes the member there. */
export function offerToComposer(words: string): void {
  offered.set({ words });
}

/** Calls `take` with each offer made from now on (none made before); returns the way to stop. */
export function onComposerOffer(take: (words: string) => void): () => void {
  return offered.listen((offer) => {
    if (offer) take(offer.words);
  });
}
