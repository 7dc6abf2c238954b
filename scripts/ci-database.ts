// Creates or drops one PostgreSQL database for a CI run: `create|drop <admin-url> <name>`.
import pg from "pg";

const [action, url, name] = process.argv.slice(2);
if (!action || !url || !name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: ci-database.ts create|drop <admin-url> <name>");
  process.exit(2);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  if (action === "create") await client.query(`CREATE DATABASE "${name}"`);
  else await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
} finally {
  await client.end();
}
