import { areaMessages } from '../shared/areaMessages';

/** The drift badge's strings, `workbench.drift.*`. */
export const driftMessages = areaMessages(
  {
    changed: '列已变化',
    checking: '检查中…',
    same: '与数据源一致',
    unreadable: '无法读取数据源',
    added: '新增列',
    removed: '已删除列',
    typeChanged: '类型变化',
  },
  {
    changed: 'Columns changed',
    checking: 'Checking…',
    same: 'Matches the source',
    unreadable: 'Source unreadable',
    added: 'added',
    removed: 'removed',
    typeChanged: 'type changed',
  },
);

/** The column side panel's strings, `workbench.colPanel.*`. */
export const columnPanelMessages = areaMessages(
  {
    details: '详情',
    title: '字段 {{field}}',
    source: '来源：{{name}} {{type}}{{pk}}{{nullable}}',
    pk: '，主键',
    nullable: '，可空',
    jsonType: 'JSON 类型',
    format: '格式',
    none: '无',
    maxLength: '最大长度',
    enumValues: '可选值（回车添加）',
    width: '列宽',
    sortable: '可排序',
    readOnly: '只读',
    searchOperator: '查询方式',
    refResource: '引用资源',
    refLabel: '显示字段',
    refValue: '取值字段',
  },
  {
    details: 'Details',
    title: 'Column {{field}}',
    source: 'Source: {{name}} {{type}}{{pk}}{{nullable}}',
    pk: ', primary key',
    nullable: ', nullable',
    jsonType: 'JSON type',
    format: 'Format',
    none: 'None',
    maxLength: 'Maximum length',
    enumValues: 'Allowed values (Enter adds)',
    width: 'Column width',
    sortable: 'Sortable',
    readOnly: 'Read-only',
    searchOperator: 'Search operator',
    refResource: 'Referenced resource',
    refLabel: 'Label field',
    refValue: 'Value field',
  },
);

/** The re-apply-rules dialog's strings, `workbench.reapply.*`. */
export const reapplyMessages = areaMessages(
  {
    button: '重新应用规则',
    title: '重新应用规则：将要变化的字段',
    help: '按当前的生成规则重新计算；你手动改过的字段（overridden）保持不变。勾选要采用的列。',
    none: '规则给出的结果与当前设置一致，没有要变化的字段',
    apply: '采用所选列',
    empty: '（无）',
  },
  {
    button: 'Re-apply rules',
    title: 'Re-apply rules: fields that would change',
    help: 'Computed with the current generation rules; fields you changed by hand (overridden) stay. Tick the columns to take.',
    none: 'The rules give what the columns already have: nothing would change',
    apply: 'Take the ticked columns',
    empty: '(none)',
  },
);

/** What the column and preview screens say without a chosen table, `workbench.genPick.*`. */
export const genPickMessages = areaMessages(
  { pick: '这个页面编辑一张已导入的表：请从代码生成列表中选择一张。', back: '去代码生成' },
  {
    pick: 'This screen edits an imported table: choose one from the code generation list.',
    back: 'Go to code generation',
  },
);
