import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../runtime/ui/card';
import { ClippedText } from '../../../runtime/ui/text';
import { MaterialPreview } from './MaterialPreview';
import type { Material } from './types';

// The thumbnail is the live preview at small scale; `inert` keeps its inputs out of the tab order.
const inert = (element: HTMLDivElement | null) => element?.setAttribute('inert', '');

/** One material in the gallery: the live thumbnail, name, type, tags, uses, availability. */
export function MaterialCard({ material, onOpen }: { material: Material; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      className="wb-material-card"
      data-material={material.name}
      shadows="hover"
      bodyStyle={{ padding: 12 }}
      cover={
        <div className="wb-material-thumb" aria-hidden="true" ref={inert}>
          <div className="wb-material-thumb-inner">
            <MaterialPreview type={material.type} value={material.preview} name={material.name} />
          </div>
        </div>
      }
    >
      <button type="button" className="wb-material-open" onClick={onOpen}>
        <ClippedText text={material.name}>
          <Typography.Text strong>{material.name}</Typography.Text>
        </ClippedText>
      </button>
      <div className="wb-material-meta">
        <Tag color="blue" size="small">
          {t(`workbench.material.type.${material.type}`)}
        </Tag>
        {material.builtIn && (
          <Tag color="grey" size="small">
            {t('workbench.material.builtIn')}
          </Tag>
        )}
        {material.tags.map((tag) => (
          <Tag key={tag} size="small">
            {tag}
          </Tag>
        ))}
      </div>
      <Typography.Text type="tertiary" size="small">
        {t('workbench.material.uses', { count: material.uses })} · {material.author}
      </Typography.Text>
      {material.available === false && (
        <Typography.Paragraph type="warning" size="small">
          {t('workbench.material.unavailable', { plugins: material.missingPlugins?.join(', ') })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
