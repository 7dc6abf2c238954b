import { useSyncExternalStore } from "react";

// The ids of posts that connections wrote while the feed was open. They wait here, behind
// "N new posts", instead of going straight into the feed: a list that grows above the reader
// would move what they are reading.
let waiting: readonly number[] = [];
const listeners = new Set<() => void>();

function set(next: readonly number[]): void {
  waiting = next;
  for (const listener of listeners) listener();
}

/** A post the live stream announced; one already waiting is not counted twice. */
export function holdNewPost(id: number): void {
  if (!waiting.includes(id)) set([...waiting, id]);
}

/** Drops a post that was deleted before it was shown. */
export function forgetNewPost(id: number): void {
  if (waiting.includes(id)) set(waiting.filter((held) => held !== id));
}

/** Clears the waiting posts: they are being shown. */
export function takeNewPosts(): readonly number[] {
  const taken = waiting;
  set([]);
  return taken;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** How many posts wait. */
export function useNewPostCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => waiting.length,
    () => waiting.length,
  );
}
