/** The six node kinds of the workflow graph. */
export const NODE_KINDS = ['start', 'rect', 'user', 'push', 'download', 'end'] as const;

/** A graph that cannot be stored: an i18n key under showcase.workflow.problems and its values. */
export interface IntegrityProblem {
  key: 'notArrays' | 'badNode' | 'badEdge' | 'duplicateId' | 'unknownType' | 'danglingEdge';
  values: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The rules both the editor (before it posts) and the mock server (on POST /workflow/doEdit)
 * apply to any graph, whoever sent it: nodes and edges are lists, node ids unique strings, node
 * types among the six kinds, every edge naming existing nodes. Takes unknown input, since the
 * server checks whatever JSON arrives; dependency-free so the server may import it.
 *
 * @example graphIntegrityProblem([{ id: 'a', type: 'start' }], []) // null
 */
export function graphIntegrityProblem(nodes: unknown, edges: unknown): IntegrityProblem | null {
  if (!Array.isArray(nodes) || !Array.isArray(edges)) return { key: 'notArrays', values: {} };
  const ids = new Set<string>();
  for (const [index, node] of nodes.entries()) {
    if (!isRecord(node) || typeof node.id !== 'string' || node.id === '')
      return { key: 'badNode', values: { index: String(index) } };
    if (ids.has(node.id)) return { key: 'duplicateId', values: { id: node.id } };
    ids.add(node.id);
    if (!NODE_KINDS.some((kind) => kind === node.type))
      return { key: 'unknownType', values: { id: node.id, type: String(node.type) } };
  }
  for (const [index, edge] of edges.entries()) {
    if (!isRecord(edge) || typeof edge.id !== 'string')
      return { key: 'badEdge', values: { index: String(index) } };
    const missing = [edge.sourceNodeId, edge.targetNodeId].find(
      (id) => typeof id !== 'string' || !ids.has(id),
    );
    if (missing !== undefined || edge.sourceNodeId === undefined)
      return { key: 'danglingEdge', values: { id: edge.id, node: String(missing) } };
  }
  return null;
}
