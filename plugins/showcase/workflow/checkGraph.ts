import type { WorkflowEdge, WorkflowNode } from './graph';
import { graphIntegrityProblem, type IntegrityProblem } from './model/graphIntegrity';

/** What is wrong with a graph: an i18n key under showcase.workflow.problems and its values. */
export interface GraphProblem {
  key: 'oneStart' | 'noEnd' | 'unreachable' | IntegrityProblem['key'];
  values: Record<string, string>;
}

/**
 * The checks before a save: exactly one start, at least one end, unique node ids,
 * known node types, no edge naming a missing node (graphIntegrity, shared with the mock server),
 * every node reachable from the start.
 *
 * @example checkGraph(nodes, edges); // null, or { key: 'noEnd', values: {} }
 */
export function checkGraph(
  nodes: readonly WorkflowNode[],
  edges: readonly WorkflowEdge[],
): GraphProblem | null {
  const starts = nodes.filter((node) => node.type === 'start');
  if (starts.length !== 1) return { key: 'oneStart', values: { count: String(starts.length) } };
  if (!nodes.some((node) => node.type === 'end')) return { key: 'noEnd', values: {} };
  // The rules the server applies too (one module, so the two cannot drift).
  const broken = graphIntegrityProblem(nodes, edges);
  if (broken) return broken;
  const next = new Map<string, string[]>();
  for (const edge of edges)
    next.set(edge.sourceNodeId, [...(next.get(edge.sourceNodeId) ?? []), edge.targetNodeId]);
  const seen = new Set([starts[0].id]);
  const queue = [starts[0].id];
  for (let at = 0; at < queue.length; at++)
    for (const id of next.get(queue[at]) ?? []) if (!seen.has(id)) seen.add(id) && queue.push(id);
  const lost = nodes.find((node) => !seen.has(node.id));
  return lost ? { key: 'unreachable', values: { id: lost.id, text: lost.text } } : null;
}
