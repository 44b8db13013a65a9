/**
 * Whether a PostgreSQL URL points at this machine: every host it names (the URL's, a `?host=` in
 * its query, or PGHOST when it names none, as `pg` reads them) is a loopback address, localhost,
 * or a Unix socket's directory.
 */
export function isLocalDatabaseUrl(databaseUrl: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const url = new URL(databaseUrl);
  const hosts = [url.hostname.replace(/^\[|\]$/g, ""), url.searchParams.get("host") ?? ""].filter(
    (host) => host !== "",
  );
  if (hosts.length === 0 && env.PGHOST) hosts.push(env.PGHOST);
  return hosts.every(
    (host) => host.startsWith("/") || /^(localhost|::1|127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i.test(host),
  );
}
