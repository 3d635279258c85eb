/**
 * The form theme's own words in Chinese (`jimu.form.*` in the runtime namespace): buttons, array
 * controls, upload texts and validation templates. `%s` is filled in order, `{label}` and `{limit}`
 * by name (runtime/forms/formTexts.ts).
 */
export const formMessagesZh = {
  submit: '提交',
  search: '查询',
  reset: '重置',
  cancel: '取消',
  add: '添加',
  addItem: '添加一项',
  remove: '删除',
  moveUp: '上移',
  moveDown: '下移',
  copy: '复制',
  item: '项',
  emptyArray: '暂无数据',
  errors: '请修正以下问题',
  upload: '上传',
  uploadHint: '点击或拖拽文件到此处',
  uploadFailed: '上传失败',
  loadFailed: '选项加载失败',
  moreToSearch: '共 %s 条，输入关键字查找其余的',
  select: '请选择',
  yes: '是',
  no: '否',
  error: {
    pattern: '%s格式不正确',
    type: '%s必须是 %s 类型',
    const: '%s的值不正确',
    oneOf: '%s必须恰好符合一个选项',
    uniqueItems: '%s不能有重复项',
    invalid: '%s无效',
    incorrect: '%s不正确',
    taken: '%s已被使用',
    chooseMin: '请至少选择 {limit} 个{label}',
    chooseMax: '最多选择 {limit} 个{label}',
    addMin: '请至少添加 {limit} 个{label}',
    addMax: '最多添加 {limit} 个{label}',
  },
} as const;
