import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { toast, useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { refusalOf } from '../shared/errors';
import type { Project } from '../shared/useProject';
import type { ParamValues } from './ParamsForm';
import type { Material } from './types';

type GenTableItem = { id: number; tableName: string; pageName: string };

/**
 * 插入到 → 代码生成的字段 ("generator column"): a column or column set goes into a generated
 * table of a project; the server updates a column of the same field or adds new ones, then the
 * column grid opens on that table.
 */
export function GenTableSheet(props: { material: Material; values: ParamValues; onClose: () => void }) {
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const narrow = useNarrowScreen();
  const [projects, setProjects] = useState<Project[]>([]);
  const [projectId, setProjectId] = useState<number | undefined>();
  const [tables, setTables] = useState<GenTableItem[]>([]);
  const [genTableId, setGenTableId] = useState<number | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void http.get<{ list: Project[] }>('/workbench/project/getList').then((a) => setProjects(a.data.list));
  }, [http]);
  useEffect(() => {
    setGenTableId(undefined);
    if (projectId === undefined) return;
    void http
      .get<{ list: GenTableItem[] }>('/workbench/genTable/getList', { projectId })
      .then((a) => setTables(a.data.list));
  }, [http, projectId]);
  const insert = async () => {
    setBusy(true);
    try {
      await http.post('/workbench/material/toGenTable', {
        id: props.material.id,
        values: props.values,
        genTableId,
      });
      toast('success', t('workbench.material.columnsAdded'));
      navigate(`/workbench/project/generator/column?projectId=${projectId}&genTableId=${genTableId}`);
    } catch (error) {
      setProblem(refusalOf(error).msg ?? String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SideSheet
      visible
      title={t('workbench.material.toGenerator')}
      width={narrow ? '100%' : 560}
      onCancel={props.onClose}
    >
      <div className="wb-material-form-grid">
        <span id="material-gen-project">{t('workbench.material.project')}</span>
        <Select
          aria-labelledby="material-gen-project"
          value={projectId}
          onChange={(v) => setProjectId(Number(v))}
          optionList={projects.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }))}
        />
        <span id="material-gen-table">{t('workbench.material.genTable')}</span>
        <Select
          aria-labelledby="material-gen-table"
          value={genTableId}
          onChange={(v) => setGenTableId(Number(v))}
          optionList={tables.map((g) => ({ value: g.id, label: `${g.tableName} → ${g.pageName}` }))}
        />
        <Button theme="solid" loading={busy} disabled={genTableId === undefined} onClick={insert}>
          {t('workbench.material.toGenerator')}
        </Button>
        {problem && <Banner type="danger" description={problem} />}
      </div>
    </SideSheet>
  );
}
