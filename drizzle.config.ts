import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration into drizzle/ after a change to the schema.
// The server applies the migrations at start-up, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/db/schema.server.ts",
  out: "./drizzle",
});
