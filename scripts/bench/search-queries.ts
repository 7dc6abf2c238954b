// What people type into search, drawn from the seed's own words (scripts/seed-scale.ts): first
// and last names whole and in part, a misspelling or two, and the words its posts are made of.
// Each request takes the next one, so no single query's plan or cached pages stand for all.
import { call } from "./app-processes";

const NAMES = [
  "grace",
  "smith",
  "jon",
  "okafr",
  "garcia",
  "hannah kim",
  "pet",
  "nguyen",
  "tompson",
  "mary silva",
  "adeyemi",
  "novk",
  "esther",
  "brown",
  "lydia johnson",
  "sam",
];
const POST_WORDS = [
  "healing",
  "family",
  "fellowship",
  "job",
  "new job",
  "answered prayer",
  "church",
  "safe travels",
  "peace",
  "small group",
  "faithfulness",
  "sabbath",
];

const searchPath = (q: string, type: "people" | "posts") => `/api/search?q=${encodeURIComponent(q)}&type=${type}`;

/** The `turn`th people search. */
export const nameQuery = (turn: number) => searchPath(NAMES[turn % NAMES.length]!, "people");
/** The `turn`th post text search. */
export const postQuery = (turn: number) => searchPath(POST_WORDS[turn % POST_WORDS.length]!, "posts");

/** Whether the app answers search; when it does not yet (404), says so. */
export async function searchAnswers(port: number, cookie: string): Promise<boolean> {
  const { status } = await call(port, "GET", nameQuery(0), undefined, cookie);
  if (status === 404) {
    console.log("(search: GET /api/search answers 404 in this build, so its rows are left out)");
    return false;
  }
  if (status !== 200) throw new Error(`GET ${nameQuery(0)} answered ${status}`);
  return true;
}
