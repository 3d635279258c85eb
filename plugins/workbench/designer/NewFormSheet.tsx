import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parse } from 'yaml';
import { Select } from '../../../runtime/forms';
import { isOneOf } from '../../../runtime/lib';
import { useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { fieldErrorsOf, messageOf, refusalOf } from '../shared/errors';
import { announceFormsChanged } from './formsChanged';
import { emptyDoc, insertFragment, isFormFragment, type JimuForm, toJimu } from './model';
import type { FormRecord, FormTarget } from './useFormRecord';

type Source = 'blank' | 'page' | 'material';
const SOURCES: readonly Source[] = ['blank', 'page', 'material'];
interface Material {
  id: number;
  name: string;
  type: string;
  content: string;
}
const TYPES: Record<string, FormTarget['type']> = {
  edit: 'page-edit',
  search: 'page-search',
  form: 'form-page',
};

/**
 * 新建 (formMarker): a blank form, a page's current edit or search form (imported with its
 * texts, aimed back at that page), or a form or field material. A refused save keeps every choice
 * and shows the server's message under the field it names.
 */
export function NewFormSheet(props: {
  projectId: number;
  onClose(): void;
  onCreated(form: FormRecord): void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const narrow = useNarrowScreen();
  const [name, setName] = useState('');
  const [source, setSource] = useState<Source>('blank');
  const [pages, setPages] = useState<{ page: string; kinds: string[] }[]>([]);
  const [materials, setMaterials] = useState<Material[]>([]);
  const [pick, setPick] = useState<string>();
  const [error, setError] = useState<{ field: string; message: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    http
      .get<{ list: typeof pages }>('/workbench/form/pages', { projectId: props.projectId })
      .then((a) => setPages(a.data.list));
    http
      .get<{ list: Material[] }>('/workbench/material/getList', { pageSize: 200 })
      .then((a) => setMaterials(a.data.list.filter((m) => m.type === 'form' || m.type === 'field')));
  }, [http, props.projectId]);
  const create = async () => {
    setError(undefined);
    if (name.trim() === '')
      return setError({ field: 'name', message: t('workbench.designer.create.needName') });
    if (source !== 'blank' && !pick)
      return setError({
        field: 'pick',
        message: t(
          source === 'page' ? 'workbench.designer.create.needPage' : 'workbench.designer.create.needMaterial',
        ),
      });
    setBusy(true);
    try {
      let form: JimuForm = { schema: { type: 'object', properties: {} }, uiSchema: {} };
      let strings = { zh: {}, en: {} };
      let target: FormTarget | null = null;
      let prefix = `form.${name.trim().replace(/[^\w$-]/g, '_') || 'form'}`;
      if (source === 'page' && pick) {
        const [kind, page] = pick.split(':');
        target = { type: TYPES[kind], page };
        const answer = await http.get<{ form: JimuForm; strings: typeof strings; prefix: string }>(
          '/workbench/form/source',
          {
            projectId: props.projectId,
            ...target,
          },
        );
        ({ form, strings, prefix } = answer.data);
      } else if (source === 'material' && pick) {
        const material = materials.find((m) => String(m.id) === pick);
        const value = material ? parse(material.content) : undefined;
        if (!isFormFragment(value)) throw new Error(t('workbench.designer.create.needMaterial'));
        form = toJimu(insertFragment(emptyDoc(prefix), value).doc);
      }
      const answer = await http.post<FormRecord>('/workbench/form/doEdit', {
        projectId: props.projectId,
        name,
        target,
        prefix,
        strings,
        ...form,
      });
      announceFormsChanged();
      props.onCreated(answer.data);
    } catch (e) {
      // The server's text for the field it names: the name under the name, anything else under the choice.
      const body = refusalOf(e);
      const fieldErrors = fieldErrorsOf(e);
      const field = 'name' in fieldErrors ? 'name' : (Object.keys(fieldErrors)[0] ?? 'pick');
      setError({
        field: field === 'name' ? 'name' : 'pick',
        message: fieldErrors[field] ?? body.msg ?? messageOf(e),
      });
    } finally {
      setBusy(false);
    }
  };
  const choices =
    source === 'page'
      ? pages.flatMap((p) =>
          p.kinds.map((k) => ({
            value: `${k}:${p.page}`,
            label: `${p.page} · ${t(`workbench.designer.kind.${TYPES[k]}`)}`,
          })),
        )
      : materials.map((m) => ({ value: String(m.id), label: `${m.name} (${m.type})` }));
  return (
    <SideSheet
      visible
      closeOnEsc
      title={t('workbench.designer.create.title')}
      width={narrow ? '100%' : 520}
      onCancel={props.onClose}
      footer={
        <Button theme="solid" loading={busy} onClick={create}>
          {t('workbench.designer.create.submit')}
        </Button>
      }
    >
      <div className="dz-props">
        <div className="dz-prop">
          <label className="dz-prop-label" htmlFor="dz-new-name">
            {t('workbench.designer.list.name')}
          </label>
          <Input
            id="dz-new-name"
            value={name}
            onChange={setName}
            validateStatus={error?.field === 'name' ? 'error' : 'default'}
          />
          {error?.field === 'name' ? (
            <div className="dz-prop-error" role="alert">
              {error.message}
            </div>
          ) : null}
        </div>
        <div className="dz-prop">
          <span className="dz-prop-label">{t('workbench.designer.create.source')}</span>
          <RadioGroup
            value={source}
            onChange={(e) => {
              if (!isOneOf(SOURCES, e.target.value)) return;
              setSource(e.target.value);
              setPick(undefined);
            }}
            aria-label={t('workbench.designer.create.source')}
          >
            <Radio value="blank">{t('workbench.designer.create.blank')}</Radio>
            <Radio value="page">{t('workbench.designer.create.fromPage')}</Radio>
            <Radio value="material">{t('workbench.designer.create.fromMaterial')}</Radio>
          </RadioGroup>
        </div>
        {source !== 'blank' ? (
          <div className="dz-prop">
            <Select
              aria-label={t(
                source === 'page' ? 'workbench.designer.create.page' : 'workbench.designer.create.material',
              )}
              style={{ width: '100%' }}
              filter
              value={pick}
              optionList={choices}
              onChange={(v) => setPick(String(v))}
              validateStatus={error?.field === 'pick' ? 'error' : 'default'}
            />
          </div>
        ) : null}
        {error?.field === 'pick' ? <Banner type="danger" description={error.message} /> : null}
      </div>
    </SideSheet>
  );
}
