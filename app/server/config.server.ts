import { z } from "zod";

/**
 * The server's configuration, read from the environment once at start-up. A bad value stops the
 * server with a message naming the variable (README: Configuration; .env.example).
 */
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration in the environment:\n${problems.join("\n")}`);
  }
  return parsed.data;
}
