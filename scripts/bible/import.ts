// `npm run bible:import -- --format osis|usfx|usfm --code nvi --name "…" --abbreviation NVI
// --language pt --licence "…" <file or folder>`: adds a translation a church holds a licence for,
// from its OSIS, USFX or USFM files, as bible/texts/<code>.json.br (bible/README.md). The server
// lists the texts when it starts: restart it to offer the new one.
import { ImportError } from "../../bible/import/collected";
import { importCommand } from "../../bible/import/import-command";

try {
  // npm runs a script from the project's folder; paths on the command line are the caller's.
  for (const line of importCommand(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd())) console.log(line);
} catch (error) {
  if (!(error instanceof ImportError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
