import { useSyncExternalStore } from "react";
import type { Post } from "@contract/posts";

// Posts that connections wrote while the feed was open, newest first. They wait here, behind
// "N new posts", instead of going straight into the feed: a list that grows above the reader
// would move what they are reading.
let waiting: readonly Post[] = [];
const listeners = new Set<() => void>();

function set(next: readonly Post[]): void {
  waiting = next;
  for (const listener of listeners) listener();
}

/** A post the live stream announced; one already waiting is not counted twice. */
export function holdNewPost(post: Post): void {
  if (!waiting.some((held) => held.id === post.id)) set([post, ...waiting].sort((a, b) => b.id - a.id));
}

/** Drops a post that was deleted, or that reached the feed some other way. */
export function forgetNewPost(id: number): void {
  if (waiting.some((held) => held.id === id)) set(waiting.filter((held) => held.id !== id));
}

/** Hands over the waiting posts (newest first) and clears them. */
export function takeNewPosts(): readonly Post[] {
  const taken = waiting;
  set([]);
  return taken;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useNewPosts(): readonly Post[] {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => waiting,
  );
}
