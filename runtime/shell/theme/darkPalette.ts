let loading: Promise<boolean> | undefined;

/**
 * Loads Semi's dark palette (the `body[theme-mode=dark]` rules of its base CSS) once,
 * the first time dark mode is switched on. Only the signed-in console can be dark, so the sign-in
 * screen never carries it. Resolves true once the rules are in the page; a failed load is logged,
 * resolves false and is tried again on the next switch.
 *
 * @example if (await loadDarkPalette()) body.setAttribute('theme-mode', 'dark');
 */
export function loadDarkPalette(): Promise<boolean> {
  loading ??= import('@douyinfe/semi-ui/lib/es/_base/base.css?dark').then(
    () => true,
    (error: unknown) => {
      loading = undefined;
      console.error(error);
      return false;
    },
  );
  return loading;
}
