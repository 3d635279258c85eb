type ToastKind = 'error' | 'success' | 'info';

/**
 * Semi's Toast, loaded on first use: the sign-in screen must not carry Semi's toast code up front,
 * and a toast is asynchronous anyway. Message duration 3000 ms (K-03).
 *
 * @example toast('error', '帐户或密码不正确');
 */
export function toast(
  kind: ToastKind,
  content: string,
  options: { id?: string; duration?: number } = {},
): void {
  void import('./semiToast').then(({ default: Toast }) => {
    Toast[kind]({ content, duration: options.duration ?? 3, id: options.id });
  });
}

/** Closes a toast opened with an id (the doEdit loading indicator). */
export function closeToast(id: string): void {
  void import('./semiToast').then(({ default: Toast }) => Toast.close(id));
}
