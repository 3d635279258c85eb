import { defineShowcaseMessages } from '../shared/showcaseMessages';

export const messages = defineShowcaseMessages(
  'dialogDrag',
  {
    description: '按住标题拖动弹窗，弹窗不会被拖出窗口；聚焦标题后也能用方向键移动。',
    open: '打开可拖拽弹窗',
    title: '按住标题拖拽',
    body: '只有标题栏能拖动弹窗，这段文字不能。按钮照常可以点击。聚焦标题后按方向键，每次移动 10 像素。',
    position: '位置：{{x}}, {{y}}',
    ok: '确定',
    cancel: '取消',
    handle: '拖动手柄：按方向键移动弹窗',
    panel: '浮动面板',
    panelTitle: '拖我',
    panelBody: '没有遮罩的可拖拽面板，只能在这个虚线框里移动。',
  },
  {
    description:
      'Drag a dialog by its title; it cannot leave the window. With the title focused, arrow keys move it too.',
    open: 'Open a draggable dialog',
    title: 'Drag me by the title',
    body: 'Only the title bar drags the dialog, this text does not. Buttons click as usual. Focus the title and press the arrow keys to move it 10 px at a time.',
    position: 'Position: {{x}}, {{y}}',
    ok: 'OK',
    cancel: 'Cancel',
    handle: 'Drag handle: arrow keys move the dialog',
    panel: 'Floating panel',
    panelTitle: 'Drag me',
    panelBody: 'A draggable panel without a mask; it stays inside the dashed box.',
  },
);
