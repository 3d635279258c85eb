import { ReactFlowProvider } from '@xyflow/react';
import { useMemo } from 'react';
import { LoadFailed, LoadingBlock } from '../../../runtime/pages/crud';
import { ShowcasePage } from '../shared/ShowcasePage';
import { useShowcaseList } from '../shared/useShowcaseList';
import { toFlow, type WorkflowRecord } from './graph';
import { WorkflowCanvas } from './WorkflowCanvas';
import '@xyflow/react/dist/style.css';
import './workflow.css';
import { useTranslation } from 'react-i18next';

/**
 * `/other/workflow`: the mock's workflow (`GET /workflow/getList`) in @xyflow/react —
 * six node kinds, stored polylines with Y/N labels, palette, connect, delete, undo/redo, property
 * sheet, view and export; saved with `POST /workflow/doEdit` after a graph check.
 */
export default function WorkflowShowcase() {
  useTranslation();
  const list = useShowcaseList<WorkflowRecord>('workflow', { pageNo: 1, pageSize: 10 });
  const record = list.list[0];
  const loaded = useMemo(() => (record ? { ...record, graph: toFlow(record) } : null), [record]);
  return (
    <ShowcasePage
      name="workflow"
      libraries={['@xyflow/react 12 · 60 KB']}
      reference="vab pro workflow (LogicFlow) · vben flow-chart"
      source={() => import('./WorkflowCanvas.tsx?source')}
    >
      <section className="jimu-showcase-card" data-testid="showcase-workflow-canvas">
        {list.status === 'error' ? (
          <LoadFailed error={list.error} onRetry={list.reload} />
        ) : loaded ? (
          <ReactFlowProvider>
            <WorkflowCanvas key={`${loaded.id}-${list.status}`} record={loaded} />
          </ReactFlowProvider>
        ) : (
          <LoadingBlock rows={6} />
        )}
      </section>
    </ShowcasePage>
  );
}
