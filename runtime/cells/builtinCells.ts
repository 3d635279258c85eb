import type { CellRenderer } from './CellContext';
import { DatetimeCell } from './DatetimeCell';
import { AvatarCell, ImageCell } from './ImageCell';
import { LinkCell } from './LinkCell';
import { NumberCell } from './NumberCell';
import { PercentCell, ProgressCell } from './ProgressCell';
import { RateCell } from './RateCell';
import { RelativeTimeCell } from './RelativeTimeCell';
import { SwitchCell } from './SwitchCell';
import { StatusCell, TagCell } from './TagCell';
import { TextCell } from './TextCell';

/**
 * The default factory of the cell registry: every built-in renderer of `PageCellName` except
 * `actions`, whose buttons need the page's edit and delete handlers and so belong to the page.
 * All are plain markup styled with Semi's CSS variables (no Semi component): a table's first
 * rows draw every cell at once, in their final look; only the image viewer loads on a click.
 *
 * @example
 * const cells = builtinCells(); cells.tag; // TagCell
 */
export function builtinCells(): Record<string, CellRenderer> {
  return {
    text: TextCell,
    tag: TagCell,
    status: StatusCell,
    image: ImageCell,
    avatar: AvatarCell,
    switch: SwitchCell,
    rate: RateCell,
    progress: ProgressCell,
    percent: PercentCell,
    number: NumberCell,
    datetime: DatetimeCell,
    relativeTime: RelativeTimeCell,
    link: LinkCell,
  };
}
