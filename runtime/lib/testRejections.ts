// Test support only: never imported by runtime code.

/**
 * What a promise rejected with, checked to be an error of the expected kind: a promise that
 * resolves, or rejects with something else, fails the test here, naming what happened.
 *
 * @example
 * const error = await rejectionOf(http.get('/data'), HttpError);
 * expect(error.status).toBe(402);
 */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  kind: new (...args: never[]) => E,
): Promise<E> {
  const outcome = await promise.then(
    (value) => ({ resolved: value }),
    (error: unknown) => ({ rejected: error }),
  );
  if (!('rejected' in outcome)) throw new Error(`expected a rejection with ${kind.name}, but it resolved`);
  if (outcome.rejected instanceof kind) return outcome.rejected;
  throw new Error(`expected a rejection with ${kind.name}, got ${String(outcome.rejected)}`);
}
