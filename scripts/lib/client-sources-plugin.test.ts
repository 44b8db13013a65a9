import { describe, expect, it } from "vitest";
import { sourceFile } from "./client-sources-plugin.ts";

const root = "/work/site";

describe("a module's source file, as the build's list names it", () => {
  it("is the module's path in the project, without the query a plugin added", () => {
    expect(sourceFile(root, "/work/site/app/routes/admin/team.tsx?__react-router-build-client-route")).toBe(
      "app/routes/admin/team.tsx",
    );
  });

  it("takes an asset's original file, given relative to the project", () => {
    expect(sourceFile(root, "app/console.css")).toBe("app/console.css");
  });

  it("leaves out virtual modules, packages and files outside the project", () => {
    expect(sourceFile(root, "\0virtual:islands")).toBeUndefined();
    expect(sourceFile(root, "/work/site/node_modules/react/index.js")).toBeUndefined();
    expect(sourceFile(root, "/elsewhere/app/x.ts")).toBeUndefined();
  });
});
