import fs from "node:fs";
import path from "node:path";

/** The data folder may not be used as it is; the message says why and what to do. */
export class DataDirUnsafeError extends Error {}

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;
const WRITABLE_BY_OTHERS = 0o022;

export const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/**
 * The data folder holds the database (e-mail addresses, password hashes), the uploads and the
 * secret that signs upload URLs, so only the user running the app may enter it.
 *
 * A missing folder is made 0700. An existing one must belong to this user: its owner can
 * change anything in it at any time. It must not be writable by group or others either: whoever
 * could write there may have planted or altered files, which the app cannot tell, so it refuses
 * to start rather than trust them. A folder that others could merely read is closed (0700) at
 * once, which shuts everything below it; `tightenDataDir` then fixes each entry. Returns the
 * folder's earlier mode when it had to close it.
 */
export function prepareDataDir(dir: string): number | undefined {
  const where = path.resolve(dir);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(where);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    fs.mkdirSync(where, { recursive: true, mode: PRIVATE_DIR });
    // mkdir's mode is cut by the umask but never widened by it; say it outright all the same.
    fs.chmodSync(where, PRIVATE_DIR);
    return undefined;
  }
  if (!stat.isDirectory()) throw new DataDirUnsafeError(`DATA_DIR ${where} is not a folder.`);
  // No owners or mode bits to check where the platform has none (Windows).
  const uid = process.getuid?.();
  if (uid === undefined) return undefined;
  if (stat.uid !== uid) {
    throw new DataDirUnsafeError(
      `The data folder ${where} belongs to user id ${stat.uid}, not to the user running Koinonia (user id ${uid}). ` +
        `Run Koinonia as its owner, give the folder to this user (chown -R), or set DATA_DIR to a folder of its own.`,
    );
  }
  if (stat.mode & WRITABLE_BY_OTHERS) {
    const who = stat.mode & 0o002 ? "every user of this machine" : "its group";
    throw new DataDirUnsafeError(
      `The data folder ${where} is writable by ${who} (mode ${octal(stat.mode)}), so its files may have been changed ` +
        `by someone else. Check it, make it private (chmod -R go-rwx ${where}) and start again.`,
    );
  }
  if ((stat.mode & 0o777) === PRIVATE_DIR) return undefined;
  fs.chmodSync(where, PRIVATE_DIR);
  return stat.mode & 0o777;
}

export type Tightened = { entries: number; changed: number; ms: number };

/**
 * Every folder below `dir` 0700 and every file 0600, for a folder made before the app kept
 * it private, and for the files the embedded database creates with modes of its own (its
 * initdb leaves them 0666, whatever the umask). Symbolic links are left alone, never followed.
 */
export function tightenDataDir(dir: string): Tightened {
  const started = performance.now();
  let entries = 0;
  let changed = 0;
  // Whatever is removed between listing and looking (a file the database dropped, an upload
  // another app process renamed into place) needs no tightening.
  const gone = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";
  const tighten = (file: string, stat: fs.Stats, mode: number) => {
    entries++;
    if ((stat.mode & 0o777) === mode) return;
    try {
      fs.chmodSync(file, mode);
    } catch (err) {
      if (gone(err)) return;
      throw new DataDirUnsafeError(
        `Could not make ${file} private to the user running Koinonia (${(err as Error).message}). ` +
          `Give the data folder and everything in it to this user (chown -R) and start again.`,
      );
    }
    changed++;
  };
  const walk = (folder: string) => {
    let names: string[];
    try {
      names = fs.readdirSync(folder);
    } catch (err) {
      if (gone(err)) return;
      throw err;
    }
    for (const name of names) {
      const file = path.join(folder, name);
      let stat: fs.Stats;
      try {
        stat = fs.lstatSync(file);
      } catch (err) {
        if (gone(err)) continue;
        throw err;
      }
      if (stat.isDirectory()) {
        tighten(file, stat, PRIVATE_DIR);
        walk(file);
      } else if (stat.isFile()) {
        tighten(file, stat, PRIVATE_FILE);
      }
    }
  };
  const root = path.resolve(dir);
  tighten(root, fs.statSync(root), PRIVATE_DIR);
  walk(root);
  return { entries, changed, ms: Math.round(performance.now() - started) };
}
