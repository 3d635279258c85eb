import { NODE_KINDS, type WorkflowEdge, type WorkflowNode } from './graph';

/** What is wrong with a graph: an i18n key under demo.workflow.problems and its values. */
export interface GraphProblem {
  key: 'oneStart' | 'noEnd' | 'duplicateId' | 'unknownType' | 'danglingEdge' | 'unreachable';
  values: Record<string, string>;
}

/**
 * The checks before a save (SHOWCASE §12): exactly one start, at least one end, unique node ids,
 * known node types, no edge naming a missing node, every node reachable from the start.
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
  const ids = new Set<string>();
  for (const node of nodes) {
    if (ids.has(node.id)) return { key: 'duplicateId', values: { id: node.id } };
    ids.add(node.id);
    if (!(NODE_KINDS as readonly string[]).includes(node.type))
      return { key: 'unknownType', values: { id: node.id, type: String(node.type) } };
  }
  for (const edge of edges) {
    const missing = [edge.sourceNodeId, edge.targetNodeId].find((id) => !ids.has(id));
    if (missing !== undefined) return { key: 'danglingEdge', values: { id: edge.id, node: String(missing) } };
  }
  const next = new Map<string, string[]>();
  for (const edge of edges)
    next.set(edge.sourceNodeId, [...(next.get(edge.sourceNodeId) ?? []), edge.targetNodeId]);
  const seen = new Set([starts[0].id]);
  const queue = [starts[0].id];
  while (queue.length)
    for (const id of next.get(queue.shift() as string) ?? [])
      if (!seen.has(id)) seen.add(id) && queue.push(id);
  const lost = nodes.find((node) => !seen.has(node.id));
  return lost ? { key: 'unreachable', values: { id: lost.id, text: lost.text } } : null;
}
