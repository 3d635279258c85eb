import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import type { HttpClient } from '../../data';
import { Select } from '../Select';
import { labelId } from '../templates/labelId';
import { useFormI18n } from '../useFormI18n';

type Row = Record<string, unknown>;
interface Choice {
  label: string;
  value: string | number;
}

/** What `ui:options` says about the endpoint, with the defaults of a bound table's options call. */
function settingsOf(options: WidgetProps['options']) {
  const text = (key: string, fallback: string) =>
    typeof options[key] === 'string' ? (options[key] as string) : fallback;
  return {
    endpoint: text('endpoint', ''),
    labelField: text('labelField', 'label'),
    valueField: text('valueField', 'value'),
    searchParam: text('searchParam', 'keyword'),
    valueParam: text('valueParam', 'value'),
    pageSize: typeof options.pageSize === 'number' ? options.pageSize : 20,
  };
}

const choicesOf = (
  data: unknown,
  labelField: string,
  valueField: string,
): { list: Choice[]; total: number } => {
  const page = (Array.isArray(data) ? { list: data } : (data ?? {})) as { list?: unknown; total?: unknown };
  const rows = Array.isArray(page.list) ? (page.list as Row[]) : [];
  const list = rows.map((row) => ({
    value: row[valueField] as string | number,
    label: String(row[labelField] ?? row[valueField] ?? ''),
  }));
  const total = Number(page.total);
  return { list, total: Number.isFinite(total) ? total : list.length };
};

/**
 * A pick among the rows of a server list too long to load whole (`ui:widget: remoteSelect`): a
 * foreign key's referenced table. Typing searches on the server (`searchParam`, default `keyword`)
 * and each answer is one page (`pageSize`, default 20), so every row is reachable however many
 * there are; the value held is shown by its label, asked for by `valueParam` (default `value`).
 * `ui:options.endpoint` is required; `labelField`/`valueField` name the answer's fields (default
 * `label`/`value`, as a bound table's `/<resource>/options/<field>` answers). Loaded with
 * formContext.http; a failed load says so in the control.
 *
 * @example uiSchema: { customerId: { 'ui:widget': 'remoteSelect', 'ui:options': { endpoint: '/invoice/options/customerId' } } }
 */
export function RemoteSelectWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, onBlur, onFocus, options, placeholder, registry } = props;
  const { t, texts } = useFormI18n();
  const settings = settingsOf(options);
  const { endpoint, labelField, valueField, searchParam, valueParam, pageSize } = settings;
  const http = (registry.formContext as { http?: HttpClient } | undefined)?.http;
  const [choices, setChoices] = useState<Choice[]>([]);
  const [total, setTotal] = useState(0);
  const [held, setHeld] = useState<Choice | undefined>();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const asked = useRef(0);

  const search = (keyword: string) => {
    if (!http || !endpoint) return;
    const ask = ++asked.current;
    setLoading(true);
    const params: Row = { pageNo: 1, pageSize };
    if (keyword !== '') params[searchParam] = keyword;
    http.get(endpoint, params).then(
      ({ data }) => {
        if (ask !== asked.current) return;
        const page = choicesOf(data, labelField, valueField);
        setChoices(page.list);
        setTotal(page.total);
        setLoading(false);
        setFailed(false);
      },
      () => {
        if (ask !== asked.current) return;
        setLoading(false);
        setFailed(true);
      },
    );
  };

  // The label of the value the form holds (an edit opens on a row that is rarely on the first page).
  useEffect(() => {
    if (!http || !endpoint || value === undefined || value === null || value === '') {
      setHeld(undefined);
      return;
    }
    let current = true;
    http.get(endpoint, { [valueParam]: value, pageNo: 1, pageSize: 1 }).then(
      ({ data }) => {
        const found = choicesOf(data, labelField, valueField).list.find(
          (c) => String(c.value) === String(value),
        );
        if (current) setHeld(found ?? { value: value as string | number, label: String(value) });
      },
      () => current && setHeld({ value: value as string | number, label: String(value) }),
    );
    return () => {
      current = false;
    };
  }, [http, endpoint, value, valueParam, labelField, valueField]);

  const optionList = [
    ...(held && !choices.some((c) => String(c.value) === String(held.value)) ? [held] : []),
    ...choices,
  ];
  const more = total > choices.length;
  return (
    <Select
      id={id}
      value={value === undefined || value === null || value === '' ? undefined : (value as string | number)}
      optionList={optionList}
      filter
      remote
      loading={loading}
      onSearch={(keyword: string) => search(keyword)}
      onDropdownVisibleChange={(visible: boolean) => {
        if (visible) search('');
      }}
      emptyContent={failed ? texts.loadFailed : undefined}
      placeholder={failed ? texts.loadFailed : placeholder ? t(placeholder) : texts.select}
      disabled={disabled || readonly}
      showClear={!props.required && !readonly}
      validateStatus={failed || props.rawErrors?.length ? 'error' : 'default'}
      aria-describedby={ariaDescribedByIds(id)}
      aria-labelledby={labelId(id)}
      style={{ width: '100%' }}
      outerBottomSlot={
        more ? (
          <div className="jimu-remote-select-more" role="note">
            {texts.moreToSearch.replace('%s', String(total))}
          </div>
        ) : undefined
      }
      onChange={(next) => onChange(next === undefined || next === null ? options.emptyValue : next)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
