import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Clock } from "../core/clock";

/** Keys each limiter keeps at most, so that junk keys cannot grow memory without bound. */
export const MAX_KEYS = 5000;

type Window = { count: number; endsAt: number; max: number };

/**
 * Fixed windows in memory, on the app's clock (so that a test walks past a window as it walks
 * past a session's expiry; Redis counts in its own time).
 *
 * When full, room for a new key is made by forgetting, in this order: windows that have
 * ended, then the least recently counted key still under its limit. A key at its limit is
 * never forgotten, or anyone could lift a lockout by sending junk keys; when every key is at
 * its limit, a new key is refused until a window ends.
 */
export function memoryRateStore(now: Clock, maxKeys = MAX_KEYS): FastifyRateLimitStoreCtor {
  class MemoryStore implements FastifyRateLimitStore {
    // In the order last counted: the first key is the least recently counted.
    private readonly windows = new Map<string, Window>();
    // No window ends before this, so looking for ended ones sooner would find none.
    private earliestEnd = Infinity;
    // Every key was at its limit when last looked at; they stay so until a window ends.
    private lockedUntil = -Infinity;

    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number) {
      const at = now();
      const known = this.windows.get(key);
      if (!known && !this.makeRoom(at)) {
        done(null, { current: max + 1, ttl: this.earliestEnd - at });
        return;
      }
      const window = known && at < known.endsAt ? known : { count: 0, endsAt: at + timeWindow, max };
      window.count += 1;
      this.windows.delete(key);
      this.windows.set(key, window);
      this.earliestEnd = Math.min(this.earliestEnd, window.endsAt);
      done(null, { current: window.count, ttl: window.endsAt - at });
    }

    /** Whether a new key may be added, forgetting another if need be. */
    private makeRoom(at: number): boolean {
      if (this.windows.size < maxKeys) return true;
      if (at >= this.earliestEnd && this.forgetEnded(at)) return true;
      if (at < this.lockedUntil) return false;
      // Keys at their limit are passed over to the back, so each is looked at once.
      for (let left = this.windows.size; left > 0; left--) {
        const [key, window] = this.windows.entries().next().value!;
        this.windows.delete(key);
        if (window.count < window.max) return true;
        this.windows.set(key, window);
      }
      this.lockedUntil = this.earliestEnd;
      return false;
    }

    /** Forgets every ended window; true when that made room. */
    private forgetEnded(at: number): boolean {
      this.earliestEnd = Infinity;
      for (const [key, window] of this.windows) {
        if (at >= window.endsAt) this.windows.delete(key);
        else this.earliestEnd = Math.min(this.earliestEnd, window.endsAt);
      }
      return this.windows.size < maxKeys;
    }

    // Each limiter counts apart, as with the library's store.
    child() {
      return new MemoryStore();
    }
  }
  return MemoryStore;
}
