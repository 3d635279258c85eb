import { toast } from '../shell/toast';

/**
 * The error catalogue's toast for a failed call, one task late: a caller that shows the error
 * itself (a form marking the field a refusal names) sets `shownByCaller` in its `catch`, which
 * runs before the next task, and the person then reads the reason once, on the field.
 *
 * @example createHttpClient({ …, notify: notifyError });
 */
export function notifyError(message: string, error: unknown): void {
  setTimeout(() => {
    if ((error as { shownByCaller?: boolean } | undefined)?.shownByCaller !== true) toast('error', message);
  }, 0);
}
