import Cascader from '@douyinfe/semi-ui/lib/es/cascader';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';
import { formHttp } from './formHttp';
import { useRemoteTree } from './useRemoteTree';

/**
 * The path to a six-digit area code: its province (`xx0000`) and city (`xxxx00`) are read off the
 * code itself, so a stored value needs no lookup to show. Province-level cities have no own city
 * level in the data, which the filter against the loaded tree accounts for.
 *
 * @example areaPath('110105'); // ['110000', '110100', '110105']
 */
export function areaPath(code: string): string[] {
  if (!/^\d{6}$/.test(code)) return [];
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  return [...new Set([province, city, code])];
}

/**
 * An administrative area (`ui:widget: areaCascader`): province → city → district from
 * `/area/getList` (or `ui:options.endpoint`), loaded with formContext.http. The value is the chosen
 * area's six-digit code; any level may be chosen (`ui:options.leafOnly: true` forbids that).
 *
 * @example uiSchema: { areaCode: { 'ui:widget': 'areaCascader' } }
 */
export function AreaCascaderWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, options, placeholder, registry } = props;
  const { t, texts } = useFormI18n();
  const endpoint = typeof options.endpoint === 'string' ? options.endpoint : '/area/getList';
  const http = formHttp(registry);
  const { tree, loading, failed } = useRemoteTree(http, endpoint, 'name', 'code');
  const path: string[] = [];
  let level = tree;
  // Walk the loaded tree so a path never names a level the data does not have.
  for (const code of typeof value === 'string' ? areaPath(value) : []) {
    const node = level.find((n) => n.value === code);
    if (!node) continue;
    path.push(code);
    level = node.children ?? [];
  }
  return (
    <Cascader
      id={id}
      treeData={tree}
      value={path.length > 0 ? path : undefined}
      changeOnSelect={options.leafOnly !== true}
      filterTreeNode
      showClear={!readonly}
      separator=" / "
      placeholder={failed ? texts.loadFailed : placeholder ? t(placeholder) : texts.select}
      loading={loading}
      disabled={disabled || readonly}
      validateStatus={failed || props.rawErrors?.length ? 'error' : 'default'}
      aria-describedby={ariaDescribedByIds(id)}
      style={{ width: '100%' }}
      onChange={(next) => {
        const codes: unknown[] = Array.isArray(next) ? next : [];
        const last = codes.at(-1);
        onChange(typeof last === 'string' ? last : options.emptyValue);
      }}
    />
  );
}
