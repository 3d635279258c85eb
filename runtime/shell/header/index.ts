export { BackToTop, type BackToTopProps } from './BackToTop';
export { ErrorLogDialog, type ErrorLogDialogProps } from './ErrorLogDialog';
export { HeaderTools, THEME_EVENT } from './HeaderTools';
export { ShellFooter, type ShellFooterProps } from './ShellFooter';
export { shellMessages } from './shellMessages';
export { addShellMessages, useShellMessages } from './useShellMessages';
