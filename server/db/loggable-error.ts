type Fields = Error & { query?: unknown; params?: unknown; cause?: unknown; code?: unknown } & Record<string, unknown>;

/** PostgreSQL's own error (pg's or PGlite's), which carries a code and a severity. */
const fromServer = (err: Fields) => typeof err.code === "string" && "severity" in err;

/**
 * An error as it may be written to the logs. A failed query carries its parameters (what people
 * typed: posts, e-mail addresses) in its message and properties, and PostgreSQL's `detail`
 * repeats the offending values ("Key (email)=(...) already exists"): logs keep the SQL text,
 * PostgreSQL's message and code, and the stack, never the values.
 */
export function loggableError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const e = err as Fields;
  const failedQuery = typeof e.query === "string" && e.params !== undefined;
  if (!failedQuery && !fromServer(e) && e.cause === undefined) return err;

  // PostgreSQL's own message names what went wrong; a wrapper's repeats the parameters.
  const message = failedQuery && !fromServer(e) ? `Failed query: ${e.query}` : e.message;
  const safe = new Error(message, { cause: e.cause === undefined ? undefined : loggableError(e.cause) });
  safe.name = e.name;
  safe.stack = `${e.name}: ${message}\n${stackFrames(e)}`;
  // The server's error fields, from wherever they are in the chain, at the top where the
  // serializer keeps them.
  for (let c: unknown = e; c instanceof Error; c = (c as Fields).cause) {
    const server = c as Fields;
    if (!fromServer(server)) continue;
    const { code, severity, constraint, table, column, routine } = server;
    Object.assign(safe, { code, severity, constraint, table, column, routine });
    break;
  }
  return safe;
}

// The stack's frames without its first line, which repeats the message (and the parameters).
const stackFrames = (err: Error) =>
  (err.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
