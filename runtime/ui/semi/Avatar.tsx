import SemiAvatar, { type AvatarProps } from '@douyinfe/semi-ui/lib/es/avatar';
import './avatar.css';

/**
 * Semi's Avatar as a picture beside the name it stands for, which is what a screen reader reads:
 * the picture itself is hidden from assistive technology. Semi gives every avatar
 * `role="listitem"` (for its avatar group), an ARIA fault anywhere outside a list; every screen
 * uses this one, never Semi's.
 *
 * @example <Avatar size="small" alt="">{user.slice(0, 1)}</Avatar> <span>{user}</span>
 */
export function Avatar(props: AvatarProps) {
  return (
    <span className="jimu-avatar" aria-hidden="true">
      <SemiAvatar {...props} />
    </span>
  );
}
