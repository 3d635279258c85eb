// The heavy Semi widgets as one lazily loaded module (lazyWidgets.tsx): the first form that shows
// one of them loads them all, once.
export { AreaCascaderWidget } from './AreaCascaderWidget';
export { ColorWidget } from './ColorWidget';
export { DateWidget } from './DateWidget';
export { RemoteSelectWidget } from './RemoteSelectWidget';
export { TimeWidget } from './TimeWidget';
export { TreeSelectWidget } from './TreeSelectWidget';
export { UploadWidget } from './UploadWidget';
