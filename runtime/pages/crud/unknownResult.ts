import { UnknownResultError } from '../../data/providers/writeAnswer';
import { toast } from '../../shell/toast';

/**
 * What a crud page does when a save or delete came back in a shape its provider does not
 * understand, so it may or may not have happened: it warns (never 保存成功, and in place of the
 * http layer's generic warning, which it marks as shown), and reloads the list so the person sees
 * what the server really holds. The caller keeps everything else as after a failure: an open form
 * stays open with what was typed. Returns whether `error` was such a result.
 *
 * @example
 * catch (error) { unknownResult(error, t, list.reload); throw error; }
 */
export function unknownResult(
  error: unknown,
  t: (key: string, values?: Record<string, unknown>) => string,
  reload: () => void,
): boolean {
  if (!(error instanceof UnknownResultError)) return false;
  error.shownByCaller = true;
  toast('warning', t('jimu.crud.unknownResult'));
  reload();
  return true;
}
