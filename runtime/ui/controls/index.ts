export { anchorPopup, type Placement, pointAnchor, preloadPopups } from './anchorPopup';
export { Badge, type BadgeProps } from './Badge';
export { IconButton, type IconButtonProps } from './IconButton';
export { MenuButton, type MenuButtonProps, type MenuEntry } from './MenuButton';
export { PopupDialog, type PopupDialogProps } from './PopupDialog';
export { PopupPortal } from './PopupPortal';
export { type Popup, usePopup } from './usePopup';
