/** Time as the app sees it; tests pass a fake one to walk past expiries. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();
