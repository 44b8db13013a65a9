/**
 * The production entry (and, with --dev, the development server): see app/server/site.server.ts.
 * `npm run build` compiles it to build/server/main.js, which `npm start` and process managers run
 * with node itself; `npm run dev` runs this file through tsx.
 */
const development = process.argv.includes("--dev");
// React and React Router choose their production or development build by NODE_ENV when they are
// first loaded; the development build renders pages several times slower. So it is set before
// the site is imported, which is why the import is dynamic (a chunk of its own once compiled).
if (!development) process.env.NODE_ENV ??= "production";
const { startSite } = await import("./app/server/site.server.ts");
const { projectRoot } = await import("./app/server/project-root.server.ts");

await startSite({ root: projectRoot, development });
export {}; // a module, for its top-level await
