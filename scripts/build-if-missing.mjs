// `npm start` serves the production build; on a fresh clone there is none yet, so build it first.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync(new URL("../build/server/index.js", import.meta.url))) {
  console.log("No production build yet: building it first (npm run build).");
  execSync("npm run build", { stdio: "inherit" });
}
