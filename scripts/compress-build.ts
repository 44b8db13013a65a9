/**
 * Build step: a brotli (.br) and a gzip (.gz) copy beside every compressible file of build/client,
 * at the highest levels, once, so that the server never compresses a static file while a visitor
 * waits (server/static-files.ts). A copy that would not be smaller is not written.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isCompressible } from "../server/static-files.ts";

const clientDir = path.resolve("build", "client");
const started = performance.now();
let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (/\.(br|gz)$/.test(file)) {
    rmSync(file); // a copy from an earlier build of this directory
    continue;
  }
  if (!isCompressible(file)) continue;
  const body = readFileSync(file);
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
  files++;
  before += body.length;
  after += Math.min(brotli.length, body.length);
}
console.log(
  `Compressed ${files} files of build/client: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as brotli, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
