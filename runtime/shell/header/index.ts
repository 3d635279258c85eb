export { BackToTop, type BackToTopProps } from './BackToTop';
export { ErrorLogDialog, type ErrorLogDialogProps } from './ErrorLogDialog';
export { HeaderTools, THEME_EVENT } from './HeaderTools';
export { headerMessages } from './headerMessages';
export { ShellFooter, type ShellFooterProps } from './ShellFooter';
