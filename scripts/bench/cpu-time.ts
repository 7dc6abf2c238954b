import fs from "node:fs";

// CPU time that processes have used so far, from /proc/<pid>/stat (utime + stime), so a
// benchmark can say what a round cost each server, not only how fast it answered.

// Linux counts these fields in clock ticks of USER_HZ, which is 100 on every common build.
const TICKS_PER_SECOND = 100;

/** User plus system CPU seconds of `pids` together; a process that has ended counts 0. */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      // Fields after the command name (which may hold spaces) start at the state, field 3:
      // utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended
    }
  }
  return ticks / TICKS_PER_SECOND;
}
