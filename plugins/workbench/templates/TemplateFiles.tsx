import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { type Draft, FileEditor } from './FileEditor';
import { FileList } from './FileList';
import type { TemplateFile, TemplateSet } from './types';
import '../shared/workbench.css';
import './templates.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';

const NEW_FILE: Draft = {
  setId: 0,
  path: 'docs/{{ genTable.pageName }}-notes.md',
  mode: 'create',
  condition: '',
  enabled: true,
  content: '# {{ table.name }}\n',
};

/**
 * /workbench/project/gen_tpl/files?setId=: a set's files beside the editor of the chosen
 * one, with 试渲染 below. A built-in set is read-only (复制后修改 makes an editable copy); in a
 * custom set files are added, saved, reordered and (delete:system) deleted. Switching away from
 * unsaved changes asks first.
 */
export default function TemplateFiles() {
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const [params, setParams] = useSearchParams();
  const setId = params.get('setId');
  const fileId = Number(params.get('fileId')) || undefined;
  const [data, setData] = useState<{ set: TemplateSet; list: TemplateFile[] } | undefined>();
  const [draft, setDraft] = useState<Draft | undefined>();
  const dirty = useRef(false);
  const load = useCallback(async () => {
    if (!setId) return undefined;
    const answer = await http.get<{ set: TemplateSet; list: TemplateFile[] }>(
      '/workbench/templateFile/getList',
      {
        setId,
      },
    );
    setData(answer.data);
    return answer.data;
  }, [http, setId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the file in the URL is chosen once the set has loaded
  useEffect(() => {
    void load().then((loaded) => {
      if (!loaded) return;
      setDraft(loaded.list.find((f) => f.id === fileId) ?? loaded.list[0]);
    });
  }, [load]);
  const canWrite = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  if (!setId) {
    return (
      <Empty description={t('workbench.tpl.noSet')}>
        <Button onClick={() => navigate('/workbench/project/gen_tpl/index')}>
          {t('workbench.tpl.backToSets')}
        </Button>
      </Empty>
    );
  }
  const writable = canWrite && data !== undefined && !data.set.builtIn;
  const choose = (next: Draft) => {
    const go = () => {
      dirty.current = false;
      setDraft(next);
      const copy = new URLSearchParams(params);
      if (next.id === undefined) copy.delete('fileId');
      else copy.set('fileId', String(next.id));
      setParams(copy, { replace: true });
    };
    if (!dirty.current) return go();
    Modal.confirm({ title: t('workbench.tpl.unsaved'), content: t('workbench.tpl.leaveUnsaved'), onOk: go });
  };
  const copySet = async () => {
    if (!data) return;
    const answer = await http.post<TemplateSet>('/workbench/templateSet/copy', { id: data.set.id });
    toast('success', t('workbench.tpl.copied', { name: answer.data.name }));
    navigate(`/workbench/project/gen_tpl/files?setId=${answer.data.id}`);
  };
  const move = async (file: TemplateFile, to: number) => {
    await http.post('/workbench/templateFile/move', { id: file.id, to });
    await load();
  };
  const remove = (file: TemplateFile) =>
    Modal.confirm({
      title: t('workbench.tpl.delete'),
      content: t('workbench.tpl.confirmDeleteFile', { path: file.path }),
      onOk: async () => {
        await http.post('/workbench/templateFile/doDelete', { ids: [file.id] });
        toast('success', t('workbench.tpl.deleted'));
        const loaded = await load();
        if (draft?.id === file.id) {
          dirty.current = false;
          setDraft(loaded?.list[0]);
        }
      },
    });
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <span className="wb-toolbar-group">
          <Button onClick={() => navigate('/workbench/project/gen_tpl/index')}>
            {t('workbench.tpl.backToSets')}
          </Button>
          <Typography.Title heading={5} style={{ margin: 0 }}>
            {data?.set.name}
          </Typography.Title>
          {data && (
            <Tag color={data.set.builtIn ? 'grey' : 'green'}>
              {data.set.builtIn ? t('workbench.tpl.builtIn') : t('workbench.tpl.custom')}
            </Tag>
          )}
        </span>
      </div>
      {data?.set.builtIn && (
        <Banner
          type="info"
          description={t('workbench.tpl.readOnly')}
          closeIcon={null}
          {...(canWrite
            ? { children: <Button onClick={() => void copySet()}>{t('workbench.tpl.copyToEdit')}</Button> }
            : {})}
        />
      )}
      <div className="wb-tpl-files">
        <FileList
          files={data?.list ?? []}
          selected={draft?.id}
          onSelect={choose}
          onNew={writable ? () => choose({ ...NEW_FILE, setId: Number(setId) }) : undefined}
          onMove={writable ? (file, to) => void move(file, to) : undefined}
          onDelete={writable && canDelete ? remove : undefined}
        />
        {draft ? (
          <FileEditor
            key={`${draft.id ?? 'new'}-${draft.version ?? 0}`}
            file={draft}
            writable={writable}
            editable={canWrite}
            onDirty={(value) => {
              dirty.current = value;
            }}
            onSaved={(file) => {
              dirty.current = false;
              void load();
              if (draft.id === undefined) choose(file);
            }}
          />
        ) : (
          <Empty description={t('workbench.tpl.chooseFile')} />
        )}
      </div>
    </div>
  );
}
