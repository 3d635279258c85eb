import Button from '@douyinfe/semi-ui/lib/es/button';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import {
  applyEdgeChanges,
  applyNodeChanges,
  Background,
  type Connection,
  Controls,
  type EdgeChange,
  MiniMap,
  type NodeChange,
  ReactFlow,
  useReactFlow,
} from '@xyflow/react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { useCloseWhenLeft } from '../../../runtime/routing';
import { checkGraph } from './checkGraph';
import { ArrowMarker, PolylineEdge, WorkflowNodeView } from './flowParts';
import {
  type FlowEdge,
  type FlowNode,
  fromFlow,
  NODE_KINDS,
  type NodeKind,
  route,
  SIZE,
  toStoredNode,
  type WorkflowRecord,
} from './graph';
import { PropertySheet, type Selected } from './PropertySheet';
import { useHistory } from './useHistory';

const nodeTypes = Object.fromEntries(NODE_KINDS.map((kind) => [kind, WorkflowNodeView]));
const edgeTypes = { polyline: PolylineEdge };
type Graph = { nodes: FlowNode[]; edges: FlowEdge[] };

/** Edges touching a moved node get the orthogonal route again. */
function reroute(nodes: FlowNode[], edges: FlowEdge[], moved: Set<string>): FlowEdge[] {
  const byId = new Map(nodes.map((node) => [node.id, toStoredNode(node)]));
  return edges.map((edge) => {
    if (!moved.has(edge.source) && !moved.has(edge.target)) return edge;
    const source = byId.get(edge.source);
    const target = byId.get(edge.target);
    return source && target ? { ...edge, data: { ...edge.data, points: route(source, target) } } : edge;
  });
}

let counter = 0;
const newId = (prefix: string) => {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
};

/** The editor: palette, canvas, controls, save. Must sit inside a ReactFlowProvider. */
export function WorkflowCanvas({ record }: { record: WorkflowRecord & { graph: Graph } }) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const flow = useReactFlow();
  const [graph, setGraph] = useState<Graph>(record.graph);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [showData, setShowData] = useState(false);
  useCloseWhenLeft(selected !== null, () => setSelected(null));
  useCloseWhenLeft(showData, () => setShowData(false));
  const [saving, setSaving] = useState(false);
  const history = useHistory<Graph>();
  const pane = useRef<HTMLDivElement>(null);
  // The graph fits the pane again when the pane's width changes (a window narrowed or a phone
  // turned): nodes left outside it could be focused by Tab but not seen.
  useEffect(() => {
    const element = pane.current;
    if (!element) return undefined;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      // After React Flow has measured the pane's new size itself.
      requestAnimationFrame(() => void flow.fitView());
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [flow]);
  const change = (next: (g: Graph) => Graph) => {
    history.record(graph);
    setGraph(next);
  };
  const onNodesChange = (changes: NodeChange<FlowNode>[]) =>
    setGraph((g) => {
      const nodes = applyNodeChanges(changes, g.nodes);
      const moved = new Set(changes.flatMap((c) => (c.type === 'position' ? [c.id] : [])));
      return { nodes, edges: moved.size ? reroute(nodes, g.edges, moved) : g.edges };
    });
  const onEdgesChange = (changes: EdgeChange<FlowEdge>[]) =>
    setGraph((g) => ({ ...g, edges: applyEdgeChanges(changes, g.edges) }));
  const onConnect = (connection: Connection) =>
    change((g) => {
      const edge: FlowEdge = {
        id: newId('edge'),
        type: 'polyline',
        source: connection.source,
        target: connection.target,
        data: { points: [] },
      };
      return { ...g, edges: reroute(g.nodes, [...g.edges, edge], new Set([connection.source])) };
    });
  const addNode = (kind: NodeKind, at?: { x: number; y: number }) => {
    const box = pane.current?.getBoundingClientRect();
    const centre =
      at ??
      flow.screenToFlowPosition({
        x: (box?.left ?? 0) + (box?.width ?? 0) / 2,
        y: (box?.top ?? 0) + (box?.height ?? 0) / 2,
      });
    const node: FlowNode = {
      id: newId('node'),
      type: kind,
      position: { x: centre.x - SIZE[kind].width / 2, y: centre.y - SIZE[kind].height / 2 },
      data: { text: t(`showcase.workflow.kinds.${kind}`) },
    };
    change((g) => ({ ...g, nodes: [...g.nodes, node] }));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const kind = event.dataTransfer.getData('application/jimu-node') as NodeKind;
    if (NODE_KINDS.includes(kind))
      addNode(kind, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
  };
  const restore = (snapshot: Graph | undefined) => {
    if (snapshot) setGraph(snapshot);
  };
  const latest = useRef({ graph, history });
  latest.current = { graph, history };
  // On the document: a deleted node took the focus with it, yet Ctrl+Z must still bring it back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restore only calls the stable setGraph; graph and history come through latest
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const root = pane.current;
      const typing =
        event.target instanceof Element &&
        event.target.closest('input, textarea, select, [contenteditable="true"]');
      if (!(event.ctrlKey || event.metaKey) || typing || !root || root.offsetParent === null) return;
      const { graph: current, history: stack } = latest.current;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) restore(stack.undo(current));
      else if (key === 'y' || (key === 'z' && event.shiftKey)) restore(stack.redo(current));
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const save = async () => {
    const stored = fromFlow(graph.nodes, graph.edges);
    const problem = checkGraph(stored.nodes, stored.edges);
    if (problem) {
      toast('error', t(`showcase.workflow.problems.${problem.key}`, problem.values));
      return;
    }
    setSaving(true);
    try {
      await http.post('/workflow/doEdit', { id: record.id, name: record.name, ...stored });
      toast('success', t('showcase.workflow.saved'));
    } catch {
      // Refused: the http client showed why; the graph stays as drawn.
    } finally {
      setSaving(false);
    }
  };
  const exportJson = () => {
    const text = JSON.stringify(
      { id: record.id, name: record.name, ...fromFlow(graph.nodes, graph.edges) },
      null,
      2,
    );
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    Object.assign(document.createElement('a'), { href: url, download: 'workflow.json' }).click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="jimu-flow">
      <div className="jimu-flow-toolbar">
        <Button theme="solid" onClick={save} loading={saving} data-testid="showcase-workflow-save">
          {t('showcase.workflow.save')}
        </Button>
        <Button onClick={() => restore(history.undo(graph))} disabled={!history.canUndo}>
          {t('showcase.workflow.undo')}
        </Button>
        <Button onClick={() => restore(history.redo(graph))} disabled={!history.canRedo}>
          {t('showcase.workflow.redo')}
        </Button>
        <Button onClick={() => setShowData(true)}>{t('showcase.workflow.viewData')}</Button>
        <Button onClick={exportJson}>{t('showcase.workflow.exportJson')}</Button>
        <span className="jimu-flow-hint">{t('showcase.workflow.hint')}</span>
      </div>
      <div className="jimu-flow-body">
        <nav className="jimu-flow-palette" aria-label={t('showcase.workflow.palette')}>
          {NODE_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              draggable
              data-palette={kind}
              onDragStart={(event) => event.dataTransfer.setData('application/jimu-node', kind)}
              onClick={() => addNode(kind)}
            >
              {t(`showcase.workflow.kinds.${kind}`)}
            </button>
          ))}
        </nav>
        <div
          ref={pane}
          className="jimu-flow-pane"
          aria-label={t('showcase.workflow.canvas')}
          role="application"
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop}
        >
          <ArrowMarker />
          <ReactFlow<FlowNode, FlowEdge>
            nodes={graph.nodes}
            edges={graph.edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={onConnect}
            onBeforeDelete={async () => {
              history.record(graph);
              return true;
            }}
            onNodeDragStart={() => history.record(graph)}
            onNodeDoubleClick={(_, node) => setSelected({ kind: 'node', id: node.id, text: node.data.text })}
            onEdgeDoubleClick={(_, edge) =>
              setSelected({ kind: 'edge', id: edge.id, text: edge.data?.text ?? '' })
            }
            deleteKeyCode={['Delete', 'Backspace']}
            nodeDragThreshold={0}
            fitView
            proOptions={{ hideAttribution: true }}
          >
            <Background />
            <Controls />
            <MiniMap pannable zoomable />
          </ReactFlow>
        </div>
      </div>
      <PropertySheet
        selected={selected}
        onClose={() => setSelected(null)}
        onApply={(next) => {
          change((g) =>
            next.kind === 'node'
              ? {
                  ...g,
                  nodes: g.nodes.map((n) =>
                    n.id === next.id ? { ...n, data: { ...n.data, text: next.text } } : n,
                  ),
                }
              : {
                  ...g,
                  edges: g.edges.map((e) =>
                    e.id === next.id
                      ? {
                          ...e,
                          data: {
                            points: e.data?.points ?? [],
                            text: (next.text || undefined) as 'Y' | 'N' | undefined,
                          },
                        }
                      : e,
                  ),
                },
          );
          setSelected(null);
        }}
      />
      <Modal
        visible={showData}
        title={t('showcase.workflow.viewData')}
        onCancel={() => setShowData(false)}
        footer={null}
        width={720}
      >
        <pre className="jimu-showcase-code" data-testid="showcase-workflow-data">
          {JSON.stringify(fromFlow(graph.nodes, graph.edges), null, 2)}
        </pre>
      </Modal>
    </div>
  );
}
