// Every table and row type, one file per domain. The app imports them from here, and the
// database client hands all of them to Drizzle for its relational queries.
export * from "./accounts";
export * from "./churches";
export * from "./connections";
export * from "./devotions";
export * from "./events";
export * from "./files";
export * from "./groups";
export * from "./mail";
export * from "./messages";
export * from "./moderation";
export * from "./notifications";
export * from "./people";
export * from "./posts";
export * from "./prayer";
export * from "./push";
export * from "./reading-plans";
export * from "./rooms";
export * from "./safety";
export * from "./site";
