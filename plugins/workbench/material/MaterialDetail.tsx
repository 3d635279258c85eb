import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import Dropdown from '@douyinfe/semi-ui/lib/es/dropdown';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { toast, useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { CodeEditor } from '../shared/CodeEditor';
import { fieldErrorsOf } from '../shared/errors';
import { GenTableSheet } from './GenTableSheet';
import { InsertSheet } from './InsertSheet';
import { MaterialPreview } from './MaterialPreview';
import { defaultsOf, ParamsForm, type ParamValues } from './ParamsForm';
import { type Material, TARGETS } from './types';

/**
 * A material's detail: 预览 | 代码 | 参数 | 使用说明, 复制 YAML for everyone, and for
 * those who may write 插入到… (form designer, frontend generator, a project), 复制为新物料 and,
 * for materials that are not built in, 编辑 and (delete:system) 删除.
 */
export function MaterialDetail(props: { material: Material; onClose: () => void; onChanged: () => void }) {
  const { material } = props;
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const narrow = useNarrowScreen();
  const [values, setValues] = useState<ParamValues>(defaultsOf(material));
  const [rendered, setRendered] = useState<{ text: string; value: unknown } | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [insert, setInsert] = useState<'project' | 'frontend' | 'generator' | undefined>();
  const canWrite = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  const render = async () => {
    setBusy(true);
    try {
      const answer = await http.post<{ text: string; value: unknown }>('/workbench/material/render', {
        id: material.id,
        values,
      });
      setRendered(answer.data);
      setErrors({});
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(rendered?.text ?? material.content);
      toast('success', t('workbench.material.copied'));
    } catch {
      toast('error', t('workbench.material.copyFailed'));
    }
  };
  const toDesigner = () => {
    const query = new URLSearchParams({
      material: String(material.id),
      materialValues: JSON.stringify(values),
    });
    navigate(`/workbench/form_editor?${query}`);
  };
  const remove = () =>
    Modal.confirm({
      title: t('workbench.common.delete'),
      content: t('workbench.material.confirmDelete', { name: material.name }),
      onOk: async () => {
        await http.post('/workbench/material/doDelete', { ids: [material.id] });
        toast('success', t('workbench.material.deleted'));
        props.onChanged();
        props.onClose();
      },
    });
  const targets = TARGETS[material.type];
  const usable = canWrite && material.available !== false && targets.length > 0;
  const footer = (
    <div className="wb-toolbar-group">
      <Button onClick={copy}>{t('workbench.material.copyYaml')}</Button>
      {usable && (
        <Dropdown
          trigger="click"
          position="topLeft"
          render={
            <Dropdown.Menu>
              {targets.includes('designer') && (
                <Dropdown.Item onClick={toDesigner}>{t('workbench.material.toDesigner')}</Dropdown.Item>
              )}
              {targets.includes('frontend') && (
                <Dropdown.Item onClick={() => setInsert('frontend')}>
                  {t('workbench.material.toFrontend')}
                </Dropdown.Item>
              )}
              {targets.includes('generator') && (
                <Dropdown.Item onClick={() => setInsert('generator')}>
                  {t('workbench.material.toGenerator')}
                </Dropdown.Item>
              )}
              {targets.includes('project') && (
                <Dropdown.Item onClick={() => setInsert('project')}>
                  {t('workbench.material.toProject')}
                </Dropdown.Item>
              )}
            </Dropdown.Menu>
          }
        >
          <Button theme="solid">{t('workbench.material.insertTo')}</Button>
        </Dropdown>
      )}
      {canWrite && (
        <Button onClick={() => navigate(`/material/create?from=${material.id}`)}>
          {t('workbench.material.duplicate')}
        </Button>
      )}
      {canWrite && !material.builtIn && (
        <Button onClick={() => navigate(`/material/create?id=${material.id}`)}>
          {t('workbench.material.edit')}
        </Button>
      )}
      {canDelete && !material.builtIn && (
        <Button type="danger" onClick={remove}>
          {t('workbench.common.delete')}
        </Button>
      )}
    </div>
  );
  return (
    <SideSheet
      visible
      title={material.name}
      width={narrow ? '100%' : 860}
      onCancel={props.onClose}
      footer={footer}
    >
      {material.available === false && (
        <Banner
          type="warning"
          description={t('workbench.material.unavailable', { plugins: material.missingPlugins?.join(', ') })}
        />
      )}
      <Tabs keepDOM={false}>
        <TabPane tab={t('workbench.material.tabPreview')} itemKey="preview">
          <MaterialPreview
            type={material.type}
            value={rendered?.value ?? material.preview}
            name={material.name}
          />
        </TabPane>
        <TabPane tab={t('workbench.material.tabCode')} itemKey="code">
          <CodeEditor
            value={rendered?.text ?? material.content}
            lang="yaml"
            readOnly
            ariaLabel={material.name}
          />
        </TabPane>
        <TabPane tab={t('workbench.material.tabParams')} itemKey="params">
          <ParamsForm
            material={material}
            values={values}
            errors={errors}
            onChange={setValues}
            onRender={render}
            busy={busy}
          />
        </TabPane>
        <TabPane tab={t('workbench.material.tabUsage')} itemKey="usage">
          <Typography.Paragraph>{material.description}</Typography.Paragraph>
          <Typography.Paragraph>{t(`workbench.material.usageType.${material.type}`)}</Typography.Paragraph>
          <Descriptions
            data={[
              {
                key: t('workbench.material.materialType'),
                value: t(`workbench.material.type.${material.type}`),
              },
              { key: 'fragmentSchema', value: <code>{material.fragmentSchema}</code> },
              { key: t('workbench.material.version', { version: '' }).trim(), value: material.version },
              {
                key: t('workbench.material.requiresPlugins'),
                value: material.requiresPlugins.join(', ') || '—',
              },
              { key: 'author', value: material.author },
              { key: 'updateTime', value: material.updateTime },
              {
                key: t('workbench.material.tags'),
                value: material.tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
              },
            ]}
          />
        </TabPane>
      </Tabs>
      {insert === 'generator' && (
        <GenTableSheet material={material} values={values} onClose={() => setInsert(undefined)} />
      )}
      {(insert === 'project' || insert === 'frontend') && (
        <InsertSheet
          material={material}
          values={values}
          target={insert}
          onClose={() => setInsert(undefined)}
        />
      )}
    </SideSheet>
  );
}
