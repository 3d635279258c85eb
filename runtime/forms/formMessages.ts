import type { Language } from '../lib';

/** The theme's own words, `%s` (or rjsf's `%1`) filled in order. */
export interface FormTexts {
  submit: string;
  search: string;
  reset: string;
  cancel: string;
  add: string;
  addItem: string;
  remove: string;
  moveUp: string;
  moveDown: string;
  copy: string;
  item: string;
  emptyArray: string;
  errors: string;
  upload: string;
  uploadHint: string;
  uploadFailed: string;
  loadFailed: string;
  select: string;
  yes: string;
  no: string;
  error: {
    pattern: string;
    type: string;
    const: string;
    oneOf: string;
    uniqueItems: string;
    invalid: string;
    /** A server said the value is wrong (a current password). */
    incorrect: string;
    /** A server said another record already has this value (a user or role name). */
    taken: string;
    /** Choices (checkboxes, multi-select): `{label}` and `{limit}` filled by name. */
    chooseMin: string;
    chooseMax: string;
    /** A list of items the person adds. */
    addMin: string;
    addMax: string;
  };
}

/**
 * Texts of the form theme in every language the runtime ships (LY-12). Validation texts for
 * required, whitespace, ranges and enums come from runtime/lib's VA-06 `ruleMessages`; format
 * texts from `formatMessages`.
 *
 * @example formMessages.en.addItem; // 'Add item'
 */
export const formMessages: Record<Language, FormTexts> = {
  en: {
    submit: 'Submit',
    search: 'Search',
    reset: 'Reset',
    cancel: 'Cancel',
    add: 'Add',
    addItem: 'Add item',
    remove: 'Remove',
    moveUp: 'Move up',
    moveDown: 'Move down',
    copy: 'Copy',
    item: 'Item',
    emptyArray: 'No items yet',
    errors: 'Please correct the following',
    upload: 'Upload',
    uploadHint: 'Click or drop a file here',
    uploadFailed: 'Upload failed',
    loadFailed: 'Could not load the options',
    select: 'Please select',
    yes: 'Yes',
    no: 'No',
    error: {
      pattern: '%s is not in the expected format',
      type: '%s must be a %s',
      const: '%s has an unexpected value',
      oneOf: '%s must match exactly one option',
      uniqueItems: '%s must not contain duplicates',
      invalid: '%s is invalid',
      incorrect: '%s is incorrect',
      taken: '%s is already taken',
      chooseMin: '{label}: select at least {limit}',
      chooseMax: '{label}: select at most {limit}',
      addMin: '{label}: add at least {limit}',
      addMax: '{label}: add at most {limit}',
    },
  },
  zh: {
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
  },
};

/** Fills `{name}` placeholders. @example fillNamed('{label}: {limit}', { label: 'Roles', limit: 1 }); */
export function fillNamed(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Fills `%s` placeholders in order. @example fill('%s is required', 'Name'); // 'Name is required' */
export function fill(template: string, ...args: unknown[]): string {
  let next = 0;
  return template.replace(/%s/g, () => String(args[next++] ?? ''));
}
