/** Which envelope fields carry the status and message, and which codes mean success (app.http). */
export interface EnvelopeFields {
  /** false: answers have no envelope, the HTTP status alone decides (an error body's own `code` is ignored). */
  codeField: string | false;
  msgField: string;
  successCodes: ReadonlyArray<number | string>;
}

/** A response read against the envelope contract. */
export interface ReadEnvelope {
  ok: boolean;
  /** 200 when `ok`; otherwise the envelope's code (numeric) or the HTTP status. */
  status: number;
  /** The body's message field, when it has a non-empty one. */
  message?: string;
  /** `body.data` of an envelope, or the whole body of a plain REST answer. */
  data: unknown;
  /** The body had no code field: plain REST, the whole body is the data. */
  plain?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads one response's outcome: the status is the body's code field when the body has one,
 * else the HTTP status; the configured success codes (compared as written: 200, 0, '200', '0')
 * count as 200. A body without a code field is plain REST (json-server): any 2xx is success and
 * the whole body is the data, so callers can always take `.data`.
 *
 * @example
 * readEnvelope({ code: '0', msg: 'ok', data: [1] }, 200, fields); // { ok: true, status: 200, message: 'ok', data: [1] }
 * readEnvelope({ code: 402, msg: '令牌过期' }, 200, fields);       // { ok: false, status: 402, message: '令牌过期', … }
 * readEnvelope([{ id: 1 }], 201, fields);                           // { ok: true, status: 200, data: [{ id: 1 }] }
 * readEnvelope({ code: '42501', message: 'denied' }, 403, { ...fields, codeField: false }); // { ok: false, status: 403, … }
 */
export function readEnvelope(body: unknown, httpStatus: number, fields: EnvelopeFields): ReadEnvelope {
  const rawCode = isRecord(body) && fields.codeField !== false ? body[fields.codeField] : undefined;
  const rawMessage = isRecord(body) ? body[fields.msgField] : undefined;
  const message = typeof rawMessage === 'string' && rawMessage !== '' ? rawMessage : undefined;
  if (rawCode === undefined || rawCode === null) {
    const ok = httpStatus >= 200 && httpStatus < 300;
    return { ok, status: ok ? 200 : httpStatus, message, data: body, plain: true };
  }
  const data = isRecord(body) ? body.data : undefined;
  if (fields.successCodes.some((code) => code === rawCode)) return { ok: true, status: 200, message, data };
  const numeric = Number(rawCode);
  return { ok: false, status: Number.isFinite(numeric) ? numeric : httpStatus, message, data };
}
