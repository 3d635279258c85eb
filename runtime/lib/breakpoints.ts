/** Below this window width the shell is mobile and the layout vertical (LY-01); tables and dialogs follow it. */
export const MOBILE_BREAKPOINT = 992;
