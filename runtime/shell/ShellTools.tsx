import { memo } from 'react';
import { HeaderTools } from './header/HeaderTools';

/**
 * The header tools as the layouts place them: memoised, so a layout re-rendering for a
 * page switch does not re-render every tool; they still follow the shell context.
 */
export const ShellTools = memo(HeaderTools);
