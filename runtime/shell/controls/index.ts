export { Badge, type BadgeProps } from './Badge';
export { IconButton, type IconButtonProps } from './IconButton';
export { MenuButton, type MenuButtonProps, type MenuEntry } from './MenuButton';
export { type Placement, placeBelow } from './placeBelow';
export { type Popup, usePopup } from './usePopup';
