import { toast } from '../shell/toast';

/**
 * The error catalogue's toast for a failed call, one task late: a caller that shows the error
 * itself (a form marking the field a refusal names) sets `shownByCaller` in its `catch`, which
 * runs before the next task, and the person then reads the reason once, on the field. A save or
 * delete whose result is unknown (reason `unknownResult`) is a warning, not an error: it may
 * have happened.
 *
 * @example createHttpClient({ …, notify: notifyError });
 */
export function notifyError(message: string, error: unknown): void {
  const seen = error as { shownByCaller?: boolean; reason?: string } | undefined;
  setTimeout(() => {
    if (seen?.shownByCaller !== true) toast(seen?.reason === 'unknownResult' ? 'warning' : 'error', message);
  }, 0);
}
