// The cells drawn with Semi components, as one lazily loaded module (builtinCells.ts). One chunk,
// not five: each extra entry point makes esbuild cut the shared code of every eager screen into
// finer chunks, and every chunk costs a request and gzip overhead.
export { AvatarCell, ImageCell } from './ImageCell';
export { PercentCell, ProgressCell } from './ProgressCell';
export { RateCell } from './RateCell';
export { SwitchCell } from './SwitchCell';
export { StatusCell, TagCell } from './TagCell';
