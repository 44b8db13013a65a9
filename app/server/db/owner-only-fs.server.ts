/**
 * PGlite's data directory on the Node file system, with every file it creates for the server's
 * user alone (issue 22, item 1; ADR 027).
 *
 * PGlite's Postgres runs on Emscripten's file system, which keeps a umask of its own (022) instead
 * of the process's, and gives each new file its mode with an explicit chmod after creating it: a
 * file opened with 0666 (pg_internal.init; every file of a new database) ends up 0644 or 0666
 * whatever the process's umask. PostgreSQL itself runs with umask 077 so that its files are 0600;
 * here every mode Emscripten sets on the data directory loses its group and other bits, which is
 * the same rule applied where this Postgres applies modes.
 */
import type { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { OWNER_ONLY_UMASK } from "../private-files.server";

type EmscriptenOptions = Parameters<NodeFS["init"]>[1];
type PreRun = NonNullable<EmscriptenOptions["preRun"]>[number];
type EmscriptenModule = Parameters<PreRun>[0];

/** Emscripten's FS.doChmod, through which chmod, fchmod and the mode of a new file all pass. */
type DoChmod = (stream: unknown, node: unknown, mode: number, dontFollow?: boolean) => void;

export class OwnerOnlyNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const ownerOnlyModes: PreRun = (module: EmscriptenModule) => {
      const fs = module.FS as unknown as { doChmod: DoChmod };
      const doChmod = fs.doChmod.bind(fs);
      fs.doChmod = (stream, node, mode, dontFollow) =>
        doChmod(stream, node, mode & ~OWNER_ONLY_UMASK, dontFollow);
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), ownerOnlyModes] },
    };
  }
}
