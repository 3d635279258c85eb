import {
  graphIntegrityProblem,
  type IntegrityProblem,
} from '../../plugins/showcase/workflow/model/graphIntegrity';
import { ApiError } from '../http/envelope';

type Row = Record<string, unknown>;

// The same wording as the workflow demo's zh strings: the server answers in the envelope's language.
const MESSAGES: Record<IntegrityProblem['key'], (values: Record<string, string>) => string> = {
  notArrays: () => '流程的 nodes 和 edges 必须是列表',
  badNode: (v) => `第 ${v.index} 个节点缺少 id`,
  badEdge: (v) => `第 ${v.index} 条连线缺少 id`,
  duplicateId: (v) => `节点 id 重复：${v.id}`,
  unknownType: (v) => `节点 ${v.id} 的类型 ${v.type} 不受支持`,
  danglingEdge: (v) => `连线 ${v.id} 指向不存在的节点 ${v.node}`,
};

/**
 * Refuses a workflow save whose graph cannot be stored (SHOWCASE "Mock endpoints"): duplicate node
 * ids, a node type outside the six kinds, an edge naming a missing node → 400 naming it. An update
 * that leaves nodes or edges out is checked against the stored ones it keeps.
 *
 * @example assertWorkflowGraph({ id: 1, nodes: [], edges: [{ id: 'e', sourceNodeId: 'x' }] }, rows); // throws 400
 */
export function assertWorkflowGraph(record: Row, stored: readonly Row[] = []): void {
  const current =
    record.id === undefined ? undefined : stored.find((row) => String(row.id) === String(record.id));
  const nodes = record.nodes ?? current?.nodes ?? [];
  const edges = record.edges ?? current?.edges ?? [];
  const problem = graphIntegrityProblem(nodes, edges);
  if (problem) throw new ApiError(400, MESSAGES[problem.key](problem.values));
}
