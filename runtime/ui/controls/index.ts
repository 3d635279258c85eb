export { anchorPopup, type Placement, pointAnchor } from './anchorPopup';
export { Badge, type BadgeProps } from './Badge';
export { preloadPopups } from './floatingUi';
export { IconButton, type IconButtonProps } from './IconButton';
export { MenuButton, type MenuButtonProps, type MenuEntry } from './MenuButton';
export { PopupDialog, type PopupDialogProps } from './PopupDialog';
export { PopupPortal } from './PopupPortal';
export { Trigger } from './Trigger';
export { type Popup, usePopup } from './usePopup';
