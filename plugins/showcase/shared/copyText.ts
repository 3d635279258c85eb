import { toast } from '../../../runtime/plugin';

/**
 * Puts `text` on the clipboard and says so in a toast (`copied` / `failed` are translated
 * messages taking `{{text}}`); a refused clipboard (no permission, insecure page) says that instead.
 *
 * @example await copyText('home-line', t, 'showcase.remixIcon');
 */
export async function copyText(
  text: string,
  t: (key: string, options: { text: string }) => string,
  keys: { copied: string; failed: string },
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast('success', t(keys.copied, { text }));
    return true;
  } catch {
    toast('error', t(keys.failed, { text }));
    return false;
  }
}
