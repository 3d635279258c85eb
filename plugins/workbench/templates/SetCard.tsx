import Button from '@douyinfe/semi-ui/lib/es/button';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../runtime/ui/card';
import type { TemplateSet } from './types';

/** What the person may do with a set: the screen decides from the permissions and the set. */
export interface SetActions {
  open: () => void;
  exportSet: () => void;
  copy?: () => void;
  edit?: () => void;
  remove?: () => void;
  makeDefault?: () => void;
}

/** One template set: name, kind, description, counts, and the actions this person may use. */
export function SetCard({ set, actions }: { set: TemplateSet; actions: SetActions }) {
  const { t } = useTranslation();
  return (
    <Card
      className="wb-tpl-card"
      data-set={set.name}
      title={set.name}
      headerExtraContent={<Kind set={set} />}
    >
      <Typography.Paragraph type="secondary">{set.description}</Typography.Paragraph>
      <div className="wb-tpl-meta">
        {[
          t('workbench.tpl.files', { count: set.files ?? 0 }),
          t('workbench.tpl.version', { version: set.version }),
          t('workbench.tpl.updated', { time: set.updateTime }),
          (set.usedBy ?? 0) > 0 ? t('workbench.tpl.usedBy', { count: set.usedBy }) : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </div>
      <Space wrap>
        <Button size="small" theme="solid" onClick={actions.open}>
          {t('workbench.tpl.open')}
        </Button>
        {actions.copy && (
          <Button size="small" onClick={actions.copy}>
            {set.builtIn ? t('workbench.tpl.copyToEdit') : t('workbench.tpl.copy')}
          </Button>
        )}
        {actions.edit && (
          <Button size="small" onClick={actions.edit}>
            {t('workbench.tpl.edit')}
          </Button>
        )}
        <Button size="small" onClick={actions.exportSet}>
          {t('workbench.tpl.export')}
        </Button>
        {actions.makeDefault && (
          <Button size="small" onClick={actions.makeDefault}>
            {t('workbench.tpl.setDefault')}
          </Button>
        )}
        {actions.remove && (
          <Button size="small" type="danger" onClick={actions.remove}>
            {t('workbench.tpl.delete')}
          </Button>
        )}
      </Space>
    </Card>
  );
}

function Kind({ set }: { set: TemplateSet }) {
  const { t } = useTranslation();
  return (
    <Space spacing={4}>
      {set.isDefault && <Tag color="blue">{t('workbench.tpl.isDefault')}</Tag>}
      <Tag color={set.builtIn ? 'grey' : 'green'}>
        {set.builtIn ? t('workbench.tpl.builtIn') : t('workbench.tpl.custom')}
      </Tag>
    </Space>
  );
}
