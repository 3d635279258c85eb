import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Refused before or after name resolution, saying `host not allowed: <host>`. */
export class HostNotAllowed extends Error {
  constructor(host: string) {
    super(`host not allowed: ${host}`);
  }
}

const isLoopback = (address: string) =>
  /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address);

/**
 * The data-source host allow-list (where a source may connect): loopback always, plus the
 * names or addresses in `extra` (from JIMU_WORKBENCH_HOSTS, comma separated). The host is
 * checked as written, *before* any network attempt, and every address it resolves to is checked
 * again, so a name that points at a private address is refused too. Answers the address to
 * connect to, so the check and the connection use the same one.
 *
 * @example
 * await checkHost('localhost', []); // '127.0.0.1'
 * await checkHost('10.0.0.1', []); // throws HostNotAllowed, without a lookup
 */
export async function checkHost(host: string, extra: readonly string[]): Promise<string> {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  const allowedName = name === 'localhost' || extra.includes(name);
  if (isIP(name)) {
    if (!isLoopback(name) && !extra.includes(name)) throw new HostNotAllowed(host);
    return name;
  }
  if (!allowedName) throw new HostNotAllowed(host);
  const addresses = await lookup(name, { all: true });
  if (addresses.length === 0) throw new HostNotAllowed(host);
  for (const { address } of addresses) {
    if (!isLoopback(address) && !extra.includes(address) && !extra.includes(name))
      throw new HostNotAllowed(host);
    // A name on the list may point anywhere the integrator decided; a loopback-only name must not.
    if (name === 'localhost' && !isLoopback(address)) throw new HostNotAllowed(host);
  }
  return addresses[0]?.address as string;
}

/** The extra hosts from the environment (`JIMU_WORKBENCH_HOSTS=db.internal,10.1.2.3`). */
export function extraHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.JIMU_WORKBENCH_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}
