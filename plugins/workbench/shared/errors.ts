/** The envelope's data of a refused call (HttpError.body): field errors, diagnostics, a DDL place. */
export function refusalOf(error: unknown): { msg?: string; data?: Record<string, unknown> } {
  const body = (error as { body?: unknown } | null)?.body;
  if (body && typeof body === 'object') return body as { msg?: string; data?: Record<string, unknown> };
  return {};
}
