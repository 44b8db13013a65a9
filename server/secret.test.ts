import { lstat, mkdtemp, readFile, readdir, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadAppSecret } from "./secret";

const newDataDir = () => mkdtemp(path.join(tmpdir(), "site-secret-"));
const modeOf = async (entry: string) => (await lstat(entry)).mode & 0o7777;

describe("the app secret", () => {
  it("comes from APP_SECRET when it is set, and writes no file", async () => {
    const dataDir = await newDataDir();
    const secret = await loadAppSecret({
      fromEnvironment: "x".repeat(32),
      file: path.join(dataDir, "app-secret"),
    });
    expect(secret.source).toBe("APP_SECRET");
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("is generated once into DATA_DIR/app-secret, readable by its owner only, and kept", async () => {
    const file = path.join(await newDataDir(), "nested", "app-secret");
    const first = await loadAppSecret({ fromEnvironment: undefined, file });
    expect(first.source).toBe("file");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await loadAppSecret({ fromEnvironment: undefined, file });
    expect(again.keyFor("form-token").equals(first.keyFor("form-token"))).toBe(true);
    expect(await readdir(path.dirname(file))).toEqual(["app-secret"]);
  });

  it("is the same for servers that start at the same moment", async () => {
    const file = path.join(await newDataDir(), "app-secret");
    const secrets = await Promise.all(
      Array.from({ length: 20 }, () => loadAppSecret({ fromEnvironment: undefined, file })),
    );
    const keys = new Set(secrets.map((secret) => secret.keyFor("form-token").toString("hex")));
    expect(keys.size).toBe(1);
    expect(await readdir(path.dirname(file))).toEqual(["app-secret"]);
  });

  it("gives each use a key of its own", async () => {
    const secret = await loadAppSecret({ fromEnvironment: "y".repeat(40), file: "/nonexistent/app-secret" });
    expect(secret.keyFor("form-token")).toHaveLength(32);
    expect(secret.keyFor("form-token").equals(secret.keyFor("session"))).toBe(false);
  });

  it("stops with a message naming the file when it is too short to be a secret", async () => {
    const file = path.join(await newDataDir(), "app-secret");
    await writeFile(file, "short\n");
    await expect(loadAppSecret({ fromEnvironment: undefined, file })).rejects.toThrow(
      new RegExp(`${file}.*fewer than 32 characters`),
    );
  });

  it("stops with a message naming the file and APP_SECRET when it cannot be created", async () => {
    // A DATA_DIR that is a file: no directory can be made in it, even by root.
    const notADirectory = path.join(await newDataDir(), "data");
    await writeFile(notADirectory, "");
    const file = path.join(notADirectory, "app-secret");
    await expect(loadAppSecret({ fromEnvironment: undefined, file })).rejects.toThrow(
      new RegExp(`APP_SECRET is not set .*${file}.*ENOTDIR.*Set APP_SECRET`),
    );
  });

  it("is created private under umask 022, with the folders it needs, and no temporary file left", async () => {
    const previous = process.umask(0o022);
    try {
      const secretDir = path.join(await newDataDir(), "data");
      const secretFile = path.join(secretDir, "app-secret");
      await loadAppSecret({ fromEnvironment: undefined, file: secretFile });
      expect(await modeOf(secretDir)).toBe(0o700);
      expect(await modeOf(secretFile)).toBe(0o600);
      expect((await readdir(secretDir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
      expect((await stat(secretFile)).size).toBeGreaterThan(32);
    } finally {
      process.umask(previous);
    }
  });
});
