type ToastKind = 'error' | 'warning' | 'success' | 'info';

/** How long a message stays, in seconds: the one default for every toast of the runtime. */
export const TOAST_DURATION_S = 3;

/**
 * Semi's Toast, loaded on first use: the sign-in screen must not carry Semi's toast code up front,
 * and a toast is asynchronous anyway. The one way the runtime shows a message: it stays
 * `TOAST_DURATION_S` unless `duration` says otherwise (0 keeps it until closed).
 *
 * @example toast('error', '帐户或密码不正确');
 */
export function toast(
  kind: ToastKind,
  content: string,
  options: { id?: string; duration?: number } = {},
): void {
  void import('./semiToast').then(({ default: Toast }) => {
    Toast[kind]({ content, duration: options.duration ?? TOAST_DURATION_S, id: options.id });
  });
}

/** Closes a toast opened with an id (the doEdit loading indicator). */
export function closeToast(id: string): void {
  void import('./semiToast').then(({ default: Toast }) => Toast.close(id));
}
