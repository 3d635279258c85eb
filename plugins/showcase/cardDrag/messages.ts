import { defineShowcaseMessages } from '../shared/showcaseMessages';

export const messages = defineShowcaseMessages(
  'cardDrag',
  {
    description: '拖动卡片重新排序；也可以用键盘：聚焦卡片，空格拿起，方向键移动，空格放下。顺序保存在本机。',
    reset: '重置顺序',
    hint: '键盘：Tab 聚焦卡片，空格拿起，方向键移动，空格放下，Esc 取消。',
    card: '第 {{n}} 张：{{name}}',
    pickedUp: '已拿起 {{name}}，位置 {{from}}。',
    over: '{{name}} 移到位置 {{to}}。',
    dropped: '{{name}} 放在位置 {{to}}（原位置 {{from}}）。',
    cancelled: '已取消，{{name}} 回到位置 {{from}}。',
    instructions: '按空格拿起卡片，用方向键移动，再按空格放下，按 Esc 取消。',
  },
  {
    description:
      'Drag the cards to reorder them; or with the keyboard: focus a card, Space picks it up, arrows move it, Space drops it. The order is kept on this device.',
    reset: 'Reset order',
    hint: 'Keyboard: Tab to a card, Space picks up, arrows move, Space drops, Esc cancels.',
    card: 'Card {{n}}: {{name}}',
    pickedUp: 'Picked up {{name}} at position {{from}}.',
    over: '{{name}} moved to position {{to}}.',
    dropped: '{{name}} dropped at position {{to}} (was {{from}}).',
    cancelled: 'Cancelled; {{name}} is back at position {{from}}.',
    instructions:
      'Press Space to pick up a card, the arrow keys to move it, Space again to drop it, Esc to cancel.',
  },
);
