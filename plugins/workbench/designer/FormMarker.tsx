import Button from '@douyinfe/semi-ui/lib/es/button';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Space from '@douyinfe/semi-ui/lib/es/space';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { messageOf, refusalOf } from '../shared/errors';
import { NoProject, ProjectSwitcher, useProject } from '../shared/useProject';
import { ApplySheet } from './ApplySheet';
import { useFormsChanged } from './formsChanged';
import { formProblem } from './model';
import { NewFormSheet } from './NewFormSheet';
import type { FormRecord } from './useFormRecord';
import '../shared/workbench.css';
import './designer.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { Table } from '../../../runtime/ui/semi';

/** The fields of a form's portable copy. */
const PORTABLE = ['name', 'target', 'prefix', 'schema', 'uiSchema', 'strings'];

/** The portable copy of a form (导出 JSON / 导入 JSON). */
const exported = (f: FormRecord) => ({
  name: f.name,
  target: f.target,
  prefix: f.prefix,
  schema: f.schema,
  uiSchema: f.uiSchema,
  strings: f.strings,
});

/**
 * /workbench/project/form_marker/index (formMarker): the project's forms with target page,
 * field count and last change; 新建 (blank, from a page's form, from a material), 设计, 复制,
 * 导出 JSON, 导入 JSON, 应用到页面 (diff + validation), 删除. Writers see the writing buttons,
 * only delete:system deletes; the read-only account may open and export.
 */
export default function FormMarker() {
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const projects = useProject();
  const { project } = projects;
  const [list, setList] = useState<FormRecord[]>();
  const [creating, setCreating] = useState(false);
  const [applying, setApplying] = useState<FormRecord>();
  const file = useRef<HTMLInputElement>(null);
  const canWrite = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  const load = useCallback(() => {
    if (!project) return;
    http
      .get<{ list: FormRecord[] }>('/workbench/form/getList', { projectId: project.id })
      .then((a) => setList(a.data.list));
  }, [http, project]);
  useEffect(load, [load]);
  useFormsChanged(load);
  if (projects.loading) return null;
  if (!project) return <NoProject />;
  const design = (f: FormRecord) =>
    navigate(`/workbench/form_editor?formId=${f.id}&projectId=${f.projectId}`);
  const saveNew = async (body: Record<string, unknown>) => {
    try {
      await http.post('/workbench/form/doEdit', { ...body, projectId: project.id });
      load();
      return true;
    } catch (e) {
      toast('error', refusalOf(e).msg ?? String(e));
      return false;
    }
  };
  const download = (f: FormRecord) => {
    const url = URL.createObjectURL(
      new Blob([`${JSON.stringify(exported(f), null, 2)}\n`], { type: 'application/json' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = `${f.name}.form.json`;
    link.click();
    URL.revokeObjectURL(url);
  };
  const importJson = async (picked: File | undefined) => {
    if (!picked) return;
    try {
      const file = JSON.parse(await picked.text()) as Record<string, unknown>;
      const problem = formProblem(file);
      if (problem) throw new Error(problem.message);
      // The portable fields only: a file may carry others (a whole record), which a save does not take.
      const body = Object.fromEntries(PORTABLE.filter((f) => f in file).map((f) => [f, file[f]]));
      if (await saveNew(body)) toast('success', t('workbench.designer.list.imported'));
    } catch (e) {
      toast('error', t('workbench.designer.list.badJson', { message: messageOf(e) }));
    }
  };
  const remove = (f: FormRecord) =>
    Modal.confirm({
      title: t('workbench.common.delete'),
      content: t('workbench.designer.list.confirmDelete', { name: f.name }),
      onOk: async () => {
        await http.post('/workbench/form/doDelete', { ids: [f.id] });
        toast('success', t('workbench.designer.list.deleted'));
        load();
      },
    });
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <ProjectSwitcher {...projects} />
        {canWrite ? (
          <span className="wb-toolbar-group">
            <Button onClick={() => file.current?.click()}>{t('workbench.designer.list.importJson')}</Button>
            <Button theme="solid" onClick={() => setCreating(true)}>
              {t('workbench.designer.list.create')}
            </Button>
            <input
              ref={file}
              type="file"
              accept=".json,application/json"
              hidden
              aria-label={t('workbench.designer.list.importJson')}
              onChange={(e) => void importJson(e.target.files?.[0])}
            />
          </span>
        ) : null}
      </div>
      <Table
        rowKey="id"
        loading={list === undefined}
        dataSource={list ?? []}
        pagination={false}
        scroll={{ x: 960 }}
        columns={[
          { title: t('workbench.designer.list.name'), dataIndex: 'name' },
          {
            title: t('workbench.designer.list.target'),
            dataIndex: 'target',
            render: (target: FormRecord['target']) =>
              target
                ? `${target.page} · ${t(`workbench.designer.kind.${target.type}`)}`
                : t('workbench.designer.list.noTarget'),
          },
          { title: t('workbench.designer.list.fields'), dataIndex: 'fieldCount', width: 80 },
          { title: t('workbench.designer.list.version'), dataIndex: 'version', width: 70 },
          {
            title: t('workbench.designer.list.updated'),
            dataIndex: 'updateTime',
            width: 200,
            render: (time: string, f: FormRecord) =>
              `${time ? new Date(time).toLocaleString() : ''} ${f.updatedBy ?? ''}`,
          },
          {
            title: '',
            dataIndex: 'id',
            render: (_: unknown, f: FormRecord) => (
              <Space wrap>
                <Button size="small" onClick={() => design(f)}>
                  {t('workbench.designer.list.design')}
                </Button>
                {canWrite ? (
                  <Button
                    size="small"
                    onClick={() =>
                      void saveNew({
                        ...exported(f),
                        name: t('workbench.designer.list.copyOf', { name: f.name }),
                      })
                    }
                  >
                    {t('workbench.designer.list.duplicate')}
                  </Button>
                ) : null}
                <Button size="small" onClick={() => download(f)}>
                  {t('workbench.designer.list.exportJson')}
                </Button>
                {canWrite && f.target ? (
                  <Button size="small" onClick={() => setApplying(f)}>
                    {t('workbench.designer.list.apply')}
                  </Button>
                ) : null}
                {canDelete ? (
                  <Button size="small" type="danger" onClick={() => remove(f)}>
                    {t('workbench.common.delete')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {creating ? (
        <NewFormSheet
          projectId={project.id}
          onClose={() => setCreating(false)}
          onCreated={(f) => {
            setCreating(false);
            design(f);
          }}
        />
      ) : null}
      {applying ? <ApplySheet form={applying} onClose={() => setApplying(undefined)} /> : null}
    </div>
  );
}
