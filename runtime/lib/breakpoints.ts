/** Below this window width the shell is mobile and the layout vertical; tables and dialogs follow it. */
export const MOBILE_BREAKPOINT = 992;
