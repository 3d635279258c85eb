import { useCallback, useEffect, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';
import { refusalOf } from '../shared/errors';
import { announceFormsChanged } from './formsChanged';
import type { FormStrings, Json } from './model';

/** Where a form is applied: a crud page's edit or search form, or a form page (forms.target). */
export interface FormTarget {
  type: 'page-edit' | 'page-search' | 'form-page';
  page: string;
}

/** A `forms` record as the server keeps it. */
export interface FormRecord {
  id: number;
  projectId: number;
  name: string;
  target: FormTarget | null;
  schema: Json;
  uiSchema: Json;
  strings: FormStrings;
  prefix?: string;
  /** Values the preview starts with. */
  sampleData?: Json;
  version: number;
  updateTime?: string;
  updatedBy?: string;
  fieldCount?: number;
}

/**
 * One form from the server and its save (version-checked: a stale save is refused with 409 and
 * the server's message; the caller keeps its document, nothing typed is lost). A save sends the
 * form's own fields, not what the server adds (who changed it and when).
 *
 * @example const { record, save } = useFormRecord(id);
 */
export function useFormRecord(id: string | null) {
  const { http } = usePluginServices();
  const [record, setRecord] = useState<FormRecord>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    if (!id) return;
    http.get<FormRecord>('/workbench/form/get', { id }).then(
      (answer) => setRecord(answer.data),
      (e: unknown) => setProblem(refusalOf(e).msg ?? String(e)),
    );
  }, [http, id]);
  const save = useCallback(
    async (changes: Partial<FormRecord>) => {
      if (!record) throw new Error('no form loaded');
      const next = { ...record, ...changes };
      const answer = await http.post<FormRecord>('/workbench/form/doEdit', {
        id: record.id,
        version: record.version,
        projectId: next.projectId,
        name: next.name,
        target: next.target,
        schema: next.schema,
        uiSchema: next.uiSchema,
        strings: next.strings,
        prefix: next.prefix,
        sampleData: next.sampleData,
      });
      setRecord(answer.data);
      announceFormsChanged();
      return answer.data;
    },
    [http, record],
  );
  return { record, problem, save };
}
