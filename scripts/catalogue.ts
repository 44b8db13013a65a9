/**
 * `npm run catalogue`: checks that every message exists in both languages with the same
 * arguments, then compiles the catalogue into app/paraglide (run by postinstall and typecheck; the
 * builds run it through scripts/lib/catalogue-plugin.ts).
 */
import { compileCatalogue } from "./lib/catalogue.ts";

try {
  await compileCatalogue();
  // Paraglide's project loader leaves a handle open for about half a minute after it is done.
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
