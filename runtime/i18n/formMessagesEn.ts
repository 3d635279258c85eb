/**
 * The form theme's own words in English (`jimu.form.*` in the runtime namespace): buttons, array
 * controls, upload texts and validation templates. `%s` is filled in order, `{label}` and `{limit}`
 * by name (runtime/forms/formTexts.ts).
 */
export const formMessagesEn = {
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
  moreToSearch: '%s in all: type to find the others',
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
} as const;
