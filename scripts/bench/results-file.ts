import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Writes a run's figures to bench-results/<name> (JSON, with when and on how many cores they
 * were taken), and says so.
 */
export function writeResults(name: string, figures: Record<string, unknown>): void {
  const output = path.join("bench-results", name);
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(output, JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, ...figures }, null, 2));
  console.log(`\nwritten to ${output}`);
}
