import { defineConfig } from "vitest/config";

// A config of its own: the React Router plugin is for app builds, not for unit tests.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
  },
});
