import Button from '@douyinfe/semi-ui/lib/es/button';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import { type ReactNode, useState } from 'react';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import { InvoiceSheet } from './InvoiceSheet';
import { printBlock } from './printBlock';
import { RecordsSheet } from './RecordsSheet';
import './print.css';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '../../../runtime/lib';

type Block = 'invoice' | 'table' | 'image';
const BLOCKS: Block[] = ['invoice', 'table', 'image'];
const PRINT_LABEL = { invoice: 'printInvoice', table: 'printTable', image: 'printImage' } as const;

/**
 * /other/print: prints one block of the page (an invoice, a table, an image) with print CSS and
 * `window.print()` — no library, no hidden iframe: `<html data-jimu-print>` names the block and
 * the print styles leave out everything else, the shell included.
 */
export default function PrintShowcase() {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  const [previewed, setPreviewed] = useState<Block>('invoice');
  const sheets: Record<Block, ReactNode> = {
    invoice: <InvoiceSheet t={t} />,
    table: <RecordsSheet t={t} />,
    image: (
      <figure
        className="semi-always-light jimu-showcase-print-sheet jimu-showcase-print-image"
        style={{ margin: 0 }}
      >
        <img src="/mock-assets/table/1.svg" alt={t('showcase.print.imageCaption')} width={240} height={240} />
        <figcaption style={{ textAlign: 'center', marginTop: 8 }}>
          {t('showcase.print.imageCaption')}
        </figcaption>
      </figure>
    ),
  };
  return (
    <ShowcasePage
      name="print"
      reference="vab pro print/index.vue, vben print-js"
      source={() => import('./PrintShowcase.tsx?source')}
    >
      <Space wrap spacing="loose" style={{ marginBottom: 16 }}>
        <Space>
          <Switch
            checked={preview}
            onChange={setPreview}
            aria-labelledby="jimu-showcase-print-preview"
            data-testid="showcase-print-preview"
          />
          <span id="jimu-showcase-print-preview">{t('showcase.print.preview')}</span>
        </Space>
        {preview ? (
          <RadioGroup
            type="button"
            value={previewed}
            onChange={(event) => isOneOf(BLOCKS, event.target.value) && setPreviewed(event.target.value)}
            aria-label={t('showcase.print.previewOf')}
          >
            {BLOCKS.map((block) => (
              <Radio key={block} value={block}>
                {t(`showcase.print.${block}`)}
              </Radio>
            ))}
          </RadioGroup>
        ) : null}
      </Space>
      {preview ? (
        <div className="jimu-showcase-print-preview" data-testid="showcase-print-sheet">
          <div data-print-block={previewed}>{sheets[previewed]}</div>
        </div>
      ) : (
        <div className="jimu-showcase-print-blocks">
          {BLOCKS.map((block) => (
            <Card
              key={block}
              title={t(`showcase.print.${block}`)}
              headerExtraContent={
                <Button data-testid={`showcase-print-${block}`} onClick={() => printBlock(block)}>
                  {t(`showcase.print.${PRINT_LABEL[block]}`)}
                </Button>
              }
            >
              <div data-print-block={block}>{sheets[block]}</div>
            </Card>
          ))}
        </div>
      )}
    </ShowcasePage>
  );
}
