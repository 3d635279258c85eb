export { NavigationProgress, type NavigationProgressProps } from './NavigationProgress';
export { navigationBar } from './navigationBar';
export { ProgressBar, type ProgressOptions, type ProgressSnapshot } from './ProgressBar';
export { UPDATE_NOTICE_MS, UPDATE_RELOAD_MS } from './scheduleUpdateReload';
export { SW_UPDATE_EVENT, UpdateNotice, type UpdateNoticeProps } from './UpdateNotice';
export { RELOAD_PROGRESS_MS, useReloadProgress } from './useReloadProgress';
