import pg from "pg";

// The hot reads (a page of the feed, the unread count, a session) are single statements run
// outside any transaction, hundreds or thousands a second. Through a pool, each went to an
// idle connection whose backend was asleep, and the write that woke it let the scheduler run
// that backend in the app's place: the app's one thread waited for a core while requests
// queued behind it. In pipeline mode (node-postgres 8.23) statements are written to a
// connection while the ones before them still run, so its backend works through a queue
// awake. The feed at saturation went from about 3,850 to 5,250 pages a second on two cores
// shared with PostgreSQL (ADR 0011).
//
// Each statement still ends with its own Sync, so it is its own implicit transaction: one
// statement's error fails that statement only. What a pipeline may not carry is anything that
// spans statements (a transaction, session settings, a cursor): those stay on the pool.

/** A few pipelined connections; each statement goes to the one with the fewest waiting. */
export class PipelinedReads {
  readonly #lanes: Lane[];

  constructor(config: pg.ClientConfig, lanes: number) {
    this.#lanes = Array.from({ length: lanes }, () => new Lane(config));
  }

  async query<Row extends pg.QueryResultRow>(statement: pg.QueryConfig): Promise<pg.QueryResult<Row>> {
    let lane = this.#lanes[0]!;
    for (const other of this.#lanes) if (other.waiting < lane.waiting) lane = other;
    lane.waiting++;
    try {
      const client = await lane.connection();
      lane.gather(client);
      return await client.query<Row>(statement);
    } finally {
      lane.waiting--;
    }
  }

  /** How many statements each lane has sent and not yet had answered, or is about to send. */
  depths(): number[] {
    return this.#lanes.map((lane) => lane.waiting);
  }

  /** Connects every lane now rather than on its first statement. */
  async open(): Promise<void> {
    await Promise.all(this.#lanes.map((lane) => lane.connection()));
  }

  /** Ends every lane once the statements sent to it are answered. */
  async close(): Promise<void> {
    await Promise.all(this.#lanes.map((lane) => lane.close()));
  }
}

/**
 * One pipelined connection, opened on first use and opened again on the next statement after
 * it is lost (the statements in flight on a lost connection fail, as on a pool's).
 */
class Lane {
  waiting = 0;
  #client: Promise<pg.Client> | undefined;
  #closed = false;
  #gathering = false;

  /**
   * Holds the statements sent to `client` until the event loop's check phase, then writes them
   * in one go. Requests that arrive together (their sockets read in one pass of the loop) then
   * cost one write to PostgreSQL, not one each: each write is a system call that wakes the
   * backend, and under load the scheduler ran it in the app's place for each.
   */
  gather(client: pg.Client): void {
    if (this.#gathering) return;
    // node-postgres's connection and its socket are not in its types; both are public fields.
    const socket = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
    this.#gathering = true;
    socket.cork();
    setImmediate(() => {
      this.#gathering = false;
      socket.uncork();
    });
  }

  constructor(private readonly config: pg.ClientConfig) {}

  connection(): Promise<pg.Client> {
    if (this.#closed) return Promise.reject(new Error("The database connections are closed"));
    if (!this.#client) {
      const client = new pg.Client({ ...this.config, pipeline: true });
      const connected = client.connect().then(() => client);
      const forget = () => {
        if (this.#client === connected) this.#client = undefined;
      };
      // A lost server must not crash the process: the next statement connects again.
      client.on("error", forget);
      client.on("end", forget);
      connected.catch(forget);
      this.#client = connected;
    }
    return this.#client;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = await this.#client?.catch(() => undefined);
    this.#client = undefined;
    await client?.end().catch(() => {});
  }
}
