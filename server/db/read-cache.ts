// The hottest reads (a page of the home feed, the unread count, a member's month and calendar
// feed) are asked again and again of data that has not changed: a member reloading their feed
// asks for the very page PostgreSQL built for them a moment ago. Each app process keeps such
// answers in memory, each with the keys of what it shows (`u:<id>` a reader or an author,
// `p:<id>` a post, `n:<id>` someone's notices, `m:<id>` someone's memberships and answers,
// `ec:`/`eg:`/`eu:<id>` the events of a church, a group or a member), and forgets an answer as
// soon as the database says that something it shows changed.
//
// The database says so itself: triggers on every table these reads read name the keys a
// committed write touched (migration 0026), so no write anywhere, in any process, in a
// background task or by hand in psql, can be missed by forgetting to tell. They reach every
// process on the channel `read_cache` (LISTEN/NOTIFY, delivered after commit, in commit order).
// A process's own writes are known to it sooner: their keys travel back with each statement's
// answer (see tellWrites in client.ts) and are forgotten as soon as the write has committed,
// before the code that wrote learns that it did, so what a process acknowledged to one member
// is in what it answers the next, even on the same millisecond; the process then announces them
// to the others. An answer read while a change to what it shows was heard is never kept. Writes made through another process arrive when their message does: a local
// socket's hop, as with the live stream. Whenever the channel is not heard (a lost connection,
// before it is open), every read goes to the database and nothing is kept.

/** How a process hears the database's change messages. */
export interface ChangeChannel {
  /** Starts listening; `lost` when the channel may have missed messages (kept answers are dropped). */
  listen(heard: (payload: string) => void, lost: () => void, found: () => void): Promise<void>;
  /** Tells the other processes of keys this one's writes touched (never back to this one). */
  announce(keys: string): void;
  close(): Promise<void>;
}

export const CHANGE_CHANNEL = "read_cache";

type Entry = { value: unknown; keys: readonly string[]; size: number };
/** A change heard: its number and the keys it named (null: everything). */
type Heard = { at: number; keys: readonly string[] | null };

// How many changes are remembered for checking a read in flight: a read outlived by more is not kept.
const HEARD_KEPT = 1024;

export type ReadCacheStats = { hits: number; misses: number; entries: number; bytes: number };

export class ReadCache {
  readonly #maxBytes: number;
  readonly #channel: ChangeChannel;
  readonly #entries = new Map<string, Entry>();
  readonly #byKey = new Map<string, Set<string>>();
  #bytes = 0;
  #heard: Heard[] = [];
  #changes = 0;
  #listening = false;
  #hits = 0;
  #misses = 0;

  constructor(channel: ChangeChannel, maxBytes: number) {
    this.#channel = channel;
    this.#maxBytes = maxBytes;
  }

  /** Listens; a channel that cannot be opened yet keeps trying, and nothing is kept meanwhile. */
  async open(): Promise<void> {
    await this.#channel
      .listen(
        (payload) => this.#hear(payload),
        () => this.#lose(),
        () => {
          this.#listening = true;
        },
      )
      .catch(() => {});
  }

  async close(): Promise<void> {
    this.#lose();
    await this.#channel.close();
  }

  /**
   * The answer kept for `key`, or `read`'s, kept when nothing it shows changed meanwhile.
   * `keysOf` names what an answer shows; `sizeOf` its weight in bytes, near enough.
   */
  async get<T>(key: string, read: () => Promise<T>, keysOf: (value: T) => readonly string[], sizeOf: (value: T) => number): Promise<T> {
    const kept = this.#listening ? this.#entries.get(key) : undefined;
    if (kept) {
      this.#hits++;
      // Kept in the order of last use: the least used goes first when memory runs short.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept.value as T;
    }
    this.#misses++;
    const from = this.#changes;
    const value = await read();
    const keys = keysOf(value);
    if (this.#listening && !this.#changedSince(from, keys)) this.#keep(key, { value, keys, size: sizeOf(value) });
    return value;
  }

  /**
   * A write of this process committed, touching `keys` (space-separated), or null when what it
   * touched cannot be known: forgotten here at once, and announced to the other processes.
   */
  touched(keys: string | null): void {
    if (keys === "") return;
    this.#hear(keys ?? "*");
    this.#channel.announce(keys ?? "*");
  }

  stats(): ReadCacheStats {
    return { hits: this.#hits, misses: this.#misses, entries: this.#entries.size, bytes: this.#bytes };
  }

  #hear(payload: string): void {
    const named = payload.split(" ");
    const keys = named.includes("*") ? null : named;
    this.#changes++;
    this.#heard.push({ at: this.#changes, keys });
    if (this.#heard.length > HEARD_KEPT) this.#heard = this.#heard.slice(-HEARD_KEPT / 2);
    if (keys === null) this.#forgetAll();
    else for (const key of keys) this.#forgetShowing(key);
  }

  #lose(): void {
    this.#listening = false;
    this.#changes++;
    this.#heard = [{ at: this.#changes, keys: null }];
    this.#forgetAll();
  }

  /** Whether a change heard after the `from`th touched any of `keys` (or could have, unknown). */
  #changedSince(from: number, keys: readonly string[]): boolean {
    if (this.#changes === from) return false;
    const oldest = this.#heard[0];
    if (!oldest || oldest.at > from + 1) return true;
    for (let i = this.#heard.length - 1; i >= 0; i--) {
      const heard = this.#heard[i]!;
      if (heard.at <= from) break;
      if (heard.keys === null || heard.keys.some((key) => keys.includes(key))) return true;
    }
    return false;
  }

  #keep(key: string, entry: Entry): void {
    if (entry.size > this.#maxBytes / 8) return;
    this.#forget(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.size;
    for (const shown of entry.keys) {
      const keys = this.#byKey.get(shown);
      if (keys) keys.add(key);
      else this.#byKey.set(shown, new Set([key]));
    }
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#forget(oldest);
    }
  }

  #forgetShowing(shown: string): void {
    const keys = this.#byKey.get(shown);
    if (!keys) return;
    for (const key of keys) this.#forget(key);
  }

  #forget(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
    for (const shown of entry.keys) {
      const keys = this.#byKey.get(shown);
      keys?.delete(key);
      if (keys?.size === 0) this.#byKey.delete(shown);
    }
  }

  #forgetAll(): void {
    this.#entries.clear();
    this.#byKey.clear();
    this.#bytes = 0;
  }
}
