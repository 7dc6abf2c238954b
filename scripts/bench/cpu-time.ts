import fs from "node:fs";

// CPU time that processes have used so far, from /proc/<pid>/stat (utime + stime), so a
// benchmark can say what a round cost each server, not only how fast it answered.

// Linux counts these fields in clock ticks of USER_HZ, which is 100 on every common build.
const TICKS_PER_SECOND = 100;

/** User plus system CPU seconds of each of `pids` so far; a process that has ended is left out. */
export function cpuByPid(pids: number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      // Fields after the command name (which may hold spaces) start at the state, field 3:
      // utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    } catch {
      // ended
    }
  }
  return seconds;
}

/**
 * CPU seconds used between two readings: a process first seen in `after` (a database
 * connection opened meanwhile) counts from its start; one that ended meanwhile is lost.
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, seconds] of after) spent += seconds - (before.get(pid) ?? 0);
  return spent;
}
