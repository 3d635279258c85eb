import { defineShowcaseMessages } from '../shared/showcaseMessages';

export const messages = defineShowcaseMessages(
  'iconSelector',
  {
    description: '可复用的图标选择器：弹出层中搜索、分页选择图标，也是表单控件 showcase/iconSelector。',
    plain: '普通输入框',
    inForm: '表单中（ui:widget: showcase/iconSelector）',
    disabled: '禁用状态',
    placeholder: '请选择图标',
    search: '搜索图标',
    prev: '上一页',
    next: '下一页',
    clear: '清除',
    page: '第 {{page}} / {{pages}} 页',
    empty: '没有匹配的图标',
    submitted: '提交的数据',
    iconField: '图标',
    chooser: '选择图标',
  },
  {
    description:
      'A reusable icon picker: search and page through icons in a popover. It is also the form widget showcase/iconSelector.',
    plain: 'Plain input',
    inForm: 'In a form (ui:widget: showcase/iconSelector)',
    disabled: 'Disabled',
    placeholder: 'Choose an icon',
    search: 'Search icons',
    prev: 'Previous page',
    next: 'Next page',
    clear: 'Clear',
    page: 'Page {{page}} of {{pages}}',
    empty: 'No icon matches',
    submitted: 'Submitted data',
    iconField: 'Icon',
    chooser: 'Choose an icon',
  },
);
