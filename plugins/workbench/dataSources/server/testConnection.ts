import { HostNotAllowed } from '../../../../server/database/hostAllowList';
import type { SourceConfig } from '../model/sourceTypes';
import {
  openSource,
  PasswordEnvRefused,
  type SourceEnvironment,
  timeoutOf,
  UnsupportedSource,
} from './openSource';

/** The answer to `POST /workbench/dataSource/test`. */
export interface TestOutcome {
  outcome: 'ok' | 'failed' | 'timeout' | 'unsupported';
  message: string;
  reason?: string;
  latencyMs: number;
  tableCount?: number;
}

class Timeout extends Error {}

/** The driver's own words, with its error code first when it has one (`ECONNREFUSED: …`). */
const messageOf = (error: unknown) => {
  const e = error as { code?: string; message?: string; errors?: { message?: string }[] };
  const text = e.message || e.errors?.map((x) => x.message).join('; ') || String(error);
  return e.code && !text.includes(e.code) ? `${e.code}: ${text}` : text;
};

/**
 * Tests a data source in one round trip: connect and list the tables (one catalogue query; no
 * row is counted), under one deadline (the source's `timeoutMs`, 5 s by default, at most 30 s).
 * Outcomes stay distinct: ok, failed with the driver's message, timeout, unsupported; a
 * host off the allow-list fails with reason `host not allowed`, and a `passwordEnv` the operator
 * did not allow with reason `passwordEnv not allowed`, both before any network attempt.
 *
 * @example
 * await testConnection({ type: 'postgres', host: '127.0.0.1', port: 1 }, env);
 * // { outcome: 'failed', message: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1', latencyMs: 3 }
 */
export async function testConnection(config: SourceConfig, env: SourceEnvironment): Promise<TestOutcome> {
  const started = Date.now();
  const latencyMs = () => Date.now() - started;
  const timeoutMs = timeoutOf(config);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), timeoutMs);
  });
  let opened: Awaited<ReturnType<typeof openSource>> | undefined;
  const attempt = (async () => {
    opened = await openSource(config, env);
    return (await opened.tables()).length;
  })();
  try {
    const tableCount = await Promise.race([attempt, deadline]);
    return { outcome: 'ok', message: `${tableCount} tables`, latencyMs: latencyMs(), tableCount };
  } catch (error) {
    attempt.catch(() => undefined);
    if (error instanceof Timeout) {
      return { outcome: 'timeout', message: `no answer within ${timeoutMs} ms`, latencyMs: latencyMs() };
    }
    if (error instanceof UnsupportedSource)
      return { outcome: 'unsupported', message: error.message, latencyMs: latencyMs() };
    if (error instanceof HostNotAllowed) {
      return {
        outcome: 'failed',
        reason: 'host not allowed',
        message: error.message,
        latencyMs: latencyMs(),
      };
    }
    if (error instanceof PasswordEnvRefused) {
      return {
        outcome: 'failed',
        reason: 'passwordEnv not allowed',
        message: error.message,
        latencyMs: latencyMs(),
      };
    }
    return { outcome: 'failed', message: messageOf(error), latencyMs: latencyMs() };
  } finally {
    clearTimeout(timer);
    attempt.finally(() => opened?.close()).catch(() => undefined);
  }
}
