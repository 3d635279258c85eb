let loading: Promise<unknown> | undefined;

/**
 * Loads Semi's dark palette (the `body[theme-mode=dark]` rules of its base CSS) once,
 * the first time dark mode is switched on. Only the signed-in console can be dark, so the sign-in
 * screen never carries it. A failed load is logged and tried again on the next switch.
 *
 * @example void loadDarkPalette();
 */
export function loadDarkPalette(): Promise<unknown> {
  loading ??= import('@douyinfe/semi-ui/lib/es/_base/base.css?dark').catch((error: unknown) => {
    loading = undefined;
    console.error(error);
  });
  return loading;
}
