import { BaseEdge, EdgeLabelRenderer, type EdgeProps, Handle, type NodeProps, Position } from '@xyflow/react';
import type { FlowEdge, FlowNode, NodeKind } from './graph';
import { SIZE } from './graph';

const GLYPH: Partial<Record<NodeKind, string>> = { user: '👤', push: '📣', download: '⬇' };

/** One node: a circle for start and end, a box (with its kind's glyph) for the others. */
export function WorkflowNodeView({ type, data, selected }: NodeProps<FlowNode>) {
  const kind = type;
  const round = kind === 'start' || kind === 'end';
  return (
    <div
      className={`jimu-flow-node jimu-flow-node-${kind}${round ? ' is-round' : ''}${selected ? ' is-selected' : ''}`}
      style={SIZE[kind]}
      data-kind={kind}
    >
      {kind !== 'start' && <Handle type="target" position={Position.Left} />}
      {GLYPH[kind] && <span aria-hidden>{GLYPH[kind]}</span>}
      <span className="jimu-flow-node-text">{data.text}</span>
      {kind !== 'end' && <Handle type="source" position={Position.Right} />}
    </div>
  );
}

/** The stored polyline, with its Y/N label on the middle segment. */
export function PolylineEdge({
  id,
  data,
  sourceX,
  sourceY,
  targetX,
  targetY,
  selected,
}: EdgeProps<FlowEdge>) {
  const points =
    data?.points && data.points.length >= 2
      ? data.points
      : [
          { x: sourceX, y: sourceY },
          { x: targetX, y: targetY },
        ];
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
  const middle = Math.floor((points.length - 1) / 2);
  const labelX = (points[middle].x + points[middle + 1].x) / 2;
  const labelY = (points[middle].y + points[middle + 1].y) / 2;
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd="url(#jimu-flow-arrow)"
        style={{ strokeWidth: selected ? 2.5 : 1.5, stroke: 'var(--semi-color-text-2)' }}
      />
      {data?.text && (
        <EdgeLabelRenderer>
          <div
            className="jimu-flow-edge-label"
            data-edge-label={data.text}
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
          >
            {data.text}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

/** The arrowhead every edge ends with. */
export function ArrowMarker() {
  return (
    <svg style={{ position: 'absolute', width: 0, height: 0 }} aria-hidden>
      <defs>
        <marker
          id="jimu-flow-arrow"
          viewBox="0 0 10 10"
          refX="10"
          refY="5"
          markerWidth="8"
          markerHeight="8"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" fill="var(--semi-color-text-2)" />
        </marker>
      </defs>
    </svg>
  );
}
