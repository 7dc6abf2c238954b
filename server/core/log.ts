type LogMethod = (details: Record<string, unknown>, message: string) => void;

/**
 * Where the domain's background work (fan-out, file sweeps) says what it did or what failed:
 * the app's logger, or anything shaped like it.
 */
export type Log = { info: LogMethod; warn: LogMethod; error: LogMethod };
