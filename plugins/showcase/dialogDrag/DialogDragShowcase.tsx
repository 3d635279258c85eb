import Button from '@douyinfe/semi-ui/lib/es/button';
import DragMove from '@douyinfe/semi-ui/lib/es/dragMove';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import './dialogDrag.css';
import { useTranslation } from 'react-i18next';
import { useCloseWhenLeft } from '../../../runtime/routing';

const MODAL = 'jimu-showcase-drag-modal';
const STEP = 10;

/** DragMove's props are typed as returning a ReactNode, but it calls them for DOM elements. */
const element = (find: () => HTMLElement | null) => find as unknown as () => ReactNode;

// The Modal's className lands on its outer box; the wrap (the fixed full-window layer) is inside it.
const modalParts = () => {
  const modal = document.querySelector<HTMLElement>(`.${MODAL}`);
  return {
    content: modal?.querySelector<HTMLElement>('.semi-modal-content') ?? null,
    header: modal?.querySelector<HTMLElement>('.semi-modal-header') ?? null,
    wrap: modal?.querySelector<HTMLElement>('.semi-modal-wrap') ?? null,
  };
};

/**
 * The modal's DragMove, dragged by the modal's header and kept inside its wrap. DragMove asks for
 * its handle on mount and again on unmount, when the modal's DOM may be gone: each DragMove keeps
 * the header it found on mount for its own unmount. (A ref shared by every opening, emptied when
 * the dialog opened again, left a closing dialog's DragMove without its handle: Semi then threw on
 * unmount, and the reopened dialog did not show.)
 */
function ModalDragMove({ children, onMove }: { children: ReactNode; onMove: () => void }) {
  const handle = useRef<HTMLElement | null>(null);
  return (
    <DragMove
      handler={element(() => {
        handle.current ??= modalParts().header;
        return handle.current;
      })}
      constrainer={element(() => modalParts().wrap)}
      onMouseMove={() => requestAnimationFrame(onMove)}
    >
      {children}
    </DragMove>
  );
}

/**
 * /other/drag/dialogDrag: a Semi Modal whose content is wrapped in Semi DragMove (`modalRender`),
 * dragged by its header only and kept inside the viewport; arrow keys move it from the focused
 * header. A second DragMove moves a plain panel inside its box.
 */
export default function DialogDragShowcase() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  useCloseWhenLeft(open, () => setOpen(false));
  const start = useRef<{ left: number; top: number } | null>(null);
  const panelBox = useRef<HTMLDivElement>(null);
  const track = () => {
    const { content } = modalParts();
    if (!content) return;
    start.current ??= { left: content.offsetLeft, top: content.offsetTop };
    setOffset({ x: content.offsetLeft - start.current.left, y: content.offsetTop - start.current.top });
  };
  const moveByKey = (event: KeyboardEvent) => {
    const step = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] }[
      event.key
    ];
    const { content, wrap } = modalParts();
    if (!step || !content || !wrap) return;
    event.preventDefault();
    start.current ??= { left: content.offsetLeft, top: content.offsetTop };
    const parent = content.offsetParent instanceof HTMLElement ? content.offsetParent : null;
    const baseX = parent?.offsetLeft ?? 0;
    const baseY = parent?.offsetTop ?? 0;
    const left = Math.min(
      Math.max(content.offsetLeft + step[0], -baseX),
      wrap.clientWidth - baseX - content.offsetWidth,
    );
    const top = Math.min(
      Math.max(content.offsetTop + step[1], -baseY),
      wrap.clientHeight - baseY - content.offsetHeight,
    );
    content.style.position = 'absolute';
    content.style.left = `${left}px`;
    content.style.top = `${top}px`;
    track();
  };
  return (
    <ShowcasePage
      name="dialogDrag"
      libraries={['Semi Modal', 'Semi DragMove']}
      reference="vab pro v-drag dialog, vben modal/drag-demo"
      source={() => import('./DialogDragShowcase.tsx?source')}
    >
      <Card>
        <Button
          theme="solid"
          data-testid="showcase-dialogDrag-open"
          onClick={() => {
            start.current = null;
            setOffset({ x: 0, y: 0 });
            setOpen(true);
          }}
        >
          {t('showcase.dialogDrag.open')}
        </Button>
      </Card>
      <Modal
        visible={open}
        className={MODAL}
        title={
          <button
            type="button"
            className="jimu-showcase-drag-handle"
            title={t('showcase.dialogDrag.handle')}
            data-testid="showcase-dialogDrag-handle"
            onKeyDown={moveByKey}
          >
            {t('showcase.dialogDrag.title')}
          </button>
        }
        onOk={() => setOpen(false)}
        onCancel={() => setOpen(false)}
        okText={t('showcase.dialogDrag.ok')}
        cancelText={t('showcase.dialogDrag.cancel')}
        modalRender={(node) => <ModalDragMove onMove={track}>{node}</ModalDragMove>}
      >
        <Typography.Paragraph data-testid="showcase-dialogDrag-body">
          {t('showcase.dialogDrag.body')}
        </Typography.Paragraph>
        <Typography.Text type="secondary" data-testid="showcase-dialogDrag-position">
          {t('showcase.dialogDrag.position', offset)}
        </Typography.Text>
      </Modal>
      <Card title={t('showcase.dialogDrag.panel')}>
        <div
          ref={panelBox}
          style={{
            position: 'relative',
            height: 240,
            border: '2px dashed var(--semi-color-border)',
            borderRadius: 6,
            overflow: 'hidden',
          }}
        >
          <DragMove constrainer={element(() => panelBox.current)}>
            <div
              data-testid="showcase-dialogDrag-panel"
              style={{
                top: 16,
                left: 16,
                width: 220,
                padding: 12,
                borderRadius: 6,
                background: 'var(--semi-color-bg-2)',
                boxShadow: 'var(--semi-shadow-elevated)',
                userSelect: 'none',
              }}
            >
              <Typography.Text strong>{t('showcase.dialogDrag.panelTitle')}</Typography.Text>
              <Typography.Paragraph size="small" type="secondary" style={{ marginTop: 4 }}>
                {t('showcase.dialogDrag.panelBody')}
              </Typography.Paragraph>
            </div>
          </DragMove>
        </div>
      </Card>
    </ShowcasePage>
  );
}
