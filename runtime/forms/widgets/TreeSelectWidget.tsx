import TreeSelect from '@douyinfe/semi-ui/lib/es/treeSelect';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';
import { formHttp } from './formHttp';
import { useRemoteTree } from './useRemoteTree';

/**
 * A pick from a server tree (`ui:widget: treeSelect`), e.g. a department. `ui:options`: `endpoint`
 * (required), `labelField` (default name), `valueField` (default id), `multiple`. Loaded with
 * formContext.http; searchable by label.
 *
 * @example uiSchema: { departmentId: { 'ui:widget': 'treeSelect', 'ui:options': { endpoint: '/departmentManagement/getList' } } }
 */
export function TreeSelectWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, options, placeholder, registry } = props;
  const { t, texts } = useFormI18n();
  const endpoint = String(options.endpoint ?? '');
  const labelField = typeof options.labelField === 'string' ? options.labelField : 'name';
  const valueField = typeof options.valueField === 'string' ? options.valueField : 'id';
  const http = formHttp(registry);
  const { tree, failed } = useRemoteTree(http, endpoint, labelField, valueField);
  const multiple = options.multiple === true || props.schema.type === 'array';
  // Semi's TreeSelect takes no id; the wrapper carries it for the label and for tests.
  return (
    <div id={id} className="jimu-form-control">
      <TreeSelect
        treeData={tree}
        value={(value ?? undefined) as string}
        multiple={multiple}
        filterTreeNode
        showClear={!readonly}
        expandAll={tree.length < 20}
        placeholder={failed ? texts.loadFailed : placeholder ? t(placeholder) : texts.select}
        disabled={disabled || readonly}
        validateStatus={failed || props.rawErrors?.length ? 'error' : 'default'}
        aria-describedby={ariaDescribedByIds(id)}
        style={{ width: '100%' }}
        onChange={(next) => onChange(next === undefined || next === null ? options.emptyValue : next)}
      />
    </div>
  );
}
