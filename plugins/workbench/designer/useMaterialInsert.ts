import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { refusalOf } from '../shared/errors';
import { announceFormsChanged } from './formsChanged';
import { type FormDoc, insertFragment, isFormFragment } from './model';

const PROJECT_KEY = 'jimu-workbench-project';

/**
 * `/workbench/form_editor?material=<id>&materialValues=<json>` (the material centre's 插入到表单设计):
 * the material is rendered with its values through POST /workbench/material/use and inserted
 * into the open form (`formId`) as one undoable step; without `formId` a new form is created
 * first in the current project. The parameters leave the address afterwards, so F5 does not
 * insert twice. A material that is no form fragment is refused with a message.
 */
export function useMaterialInsert(
  doc: FormDoc | undefined,
  canWrite: boolean,
  commit: (doc: FormDoc) => void,
) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const [params, setParams] = useSearchParams();
  const material = params.get('material');
  const formId = params.get('formId');
  const started = useRef(false);
  useEffect(() => {
    if (!material || formId || !canWrite || started.current) return;
    started.current = true;
    const projectId = Number(params.get('projectId') ?? localStorage.getItem(PROJECT_KEY) ?? 0);
    http
      .post<{ id: number }>('/workbench/form/doEdit', {
        projectId,
        name: `${t('workbench.designer.create.fromMaterial')} ${material} · ${new Date().toLocaleString()}`,
        schema: { type: 'object', properties: {} },
        uiSchema: {},
      })
      .then(
        (answer) => {
          announceFormsChanged();
          const next = new URLSearchParams(params);
          next.set('formId', String(answer.data.id));
          setParams(next, { replace: true });
          started.current = false;
        },
        (e: unknown) => toast('error', refusalOf(e).msg ?? String(e)),
      );
  }, [material, formId, canWrite, http, params, setParams, t]);
  useEffect(() => {
    if (!material || !formId || !doc || !canWrite || started.current) return;
    started.current = true;
    let values: unknown = {};
    try {
      values = JSON.parse(params.get('materialValues') ?? '{}');
    } catch {}
    const done = () => {
      const next = new URLSearchParams(params);
      next.delete('material');
      next.delete('materialValues');
      setParams(next, { replace: true });
    };
    http
      .post<{ value: unknown }>('/workbench/material/use', {
        id: Number(material),
        values,
        target: 'designer',
      })
      .then(
        (answer) => {
          if (isFormFragment(answer.data.value)) commit(insertFragment(doc, answer.data.value).doc);
          else toast('error', t('workbench.designer.create.needMaterial'));
          done();
        },
        (e: unknown) => {
          toast('error', refusalOf(e).msg ?? String(e));
          done();
        },
      );
  }, [material, formId, doc, canWrite, http, params, setParams, commit, t]);
}
