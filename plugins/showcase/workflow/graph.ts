import type { Edge, Node } from '@xyflow/react';

import { NODE_KINDS } from './model/graphIntegrity';

export { NODE_KINDS };
export type NodeKind = (typeof NODE_KINDS)[number];

/** A node as the mock stores it: x, y is the centre. */
export interface WorkflowNode {
  id: string;
  type: NodeKind;
  x: number;
  y: number;
  text: string;
}
export interface Point {
  x: number;
  y: number;
}
/** An edge as the mock stores it (both id pairs, LogicFlow's and the generic one). */
export interface WorkflowEdge {
  id: string;
  type: 'polyline';
  source: string;
  target: string;
  sourceNodeId: string;
  targetNodeId: string;
  points: Point[];
  text?: 'Y' | 'N';
}
export interface WorkflowRecord {
  id: number;
  name: string;
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
}

export type FlowNode = Node<{ text: string }, NodeKind>;
export type FlowEdge = Edge<{ points: Point[]; text?: 'Y' | 'N' }, 'polyline'>;

/** Width and height of each kind: circles for start and end, boxes for the rest. */
export const SIZE: Record<NodeKind, { width: number; height: number }> = {
  start: { width: 50, height: 50 },
  end: { width: 50, height: 50 },
  rect: { width: 100, height: 50 },
  user: { width: 100, height: 50 },
  push: { width: 100, height: 50 },
  download: { width: 100, height: 50 },
};

const round = (n: number) => Math.round(n * 100) / 100;

/** The orthogonal route between two nodes: out of the source's right, into the target's left. */
export function route(source: WorkflowNode, target: WorkflowNode): Point[] {
  const from = { x: source.x + SIZE[source.type].width / 2, y: source.y };
  const to = { x: target.x - SIZE[target.type].width / 2, y: target.y };
  const midX = round((from.x + to.x) / 2);
  return [from, { x: midX, y: from.y }, { x: midX, y: to.y }, to];
}

/** Stored record → xyflow nodes (top-left positions) and edges. */
export function toFlow(record: Pick<WorkflowRecord, 'nodes' | 'edges'>): {
  nodes: FlowNode[];
  edges: FlowEdge[];
} {
  return {
    nodes: record.nodes.map((node) => ({
      id: node.id,
      type: node.type,
      position: { x: node.x - SIZE[node.type].width / 2, y: node.y - SIZE[node.type].height / 2 },
      data: { text: node.text },
    })),
    edges: record.edges.map((edge) => ({
      id: edge.id,
      type: 'polyline',
      source: edge.sourceNodeId ?? edge.source,
      target: edge.targetNodeId ?? edge.target,
      data: { points: edge.points, text: edge.text },
    })),
  };
}

/** A flow node back in the stored shape (centre coordinates). */
export const toStoredNode = (node: FlowNode): WorkflowNode => {
  const kind = node.type;
  return {
    id: node.id,
    type: kind,
    x: round(node.position.x + SIZE[kind].width / 2),
    y: round(node.position.y + SIZE[kind].height / 2),
    text: node.data.text,
  };
};

/** xyflow state → the stored shape, every edge's points present (recomputed when missing). */
export function fromFlow(nodes: FlowNode[], edges: FlowEdge[]): Pick<WorkflowRecord, 'nodes' | 'edges'> {
  const stored = nodes.map(toStoredNode);
  const byId = new Map(stored.map((node) => [node.id, node]));
  return {
    nodes: stored,
    edges: edges.map((edge) => {
      const source = byId.get(edge.source);
      const target = byId.get(edge.target);
      const points =
        edge.data?.points && edge.data.points.length >= 2
          ? edge.data.points
          : source && target
            ? route(source, target)
            : [];
      return {
        id: edge.id,
        type: 'polyline' as const,
        source: edge.source,
        target: edge.target,
        sourceNodeId: edge.source,
        targetNodeId: edge.target,
        points,
        ...(edge.data?.text ? { text: edge.data.text } : {}),
      };
    }),
  };
}
