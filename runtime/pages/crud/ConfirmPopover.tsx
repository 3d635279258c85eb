import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import type { ReactElement } from 'react';
import { useCloseWhenLeft } from '../../routing/useViewActive';

export interface ConfirmPopoverProps {
  /** The question, already translated. */
  title: string;
  okText: string;
  cancelText: string;
  visible: boolean;
  onConfirm(): Promise<void> | void;
  /** Cancel, a click outside, Escape, or the action done. */
  onClose(): void;
  /** The button it points at. */
  children: ReactElement;
}

/**
 * Semi's Popconfirm around an action button, opened by the page (`visible`), with a danger OK.
 * ActionButton loads it on the first click of a button that must ask first, so a
 * list's rows never carry Popconfirm, Popover and their positioning code.
 *
 * @example <ConfirmPopover title="确定删除？" okText="确定" cancelText="取消" visible onConfirm={run} onClose={close}><button /></ConfirmPopover>
 */
export function ConfirmPopover(props: ConfirmPopoverProps) {
  // Browser Back or a tab click hides the page: the question does not stay over the next one.
  useCloseWhenLeft(props.visible, props.onClose);
  return (
    <Popconfirm
      title={props.title}
      okText={props.okText}
      cancelText={props.cancelText}
      okType="danger"
      trigger="custom"
      visible={props.visible}
      // OK waits for the action (its button spins), then Popconfirm reports itself closed.
      onConfirm={() => props.onConfirm()}
      onVisibleChange={(visible) => visible || props.onClose()}
      onClickOutSide={props.onClose}
    >
      {props.children}
    </Popconfirm>
  );
}
