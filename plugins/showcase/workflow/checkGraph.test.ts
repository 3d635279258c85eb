import { describe, expect, it } from 'vitest';
import seed from '../../../mock-db.json';
import { checkGraph } from './checkGraph';
import { fromFlow, toFlow, type WorkflowRecord } from './graph';

const record = seed.workflows[0] as WorkflowRecord;

describe('workflow graph (SHOWCASE §12)', () => {
  it('the seed graph passes and survives a round trip through xyflow unchanged', () => {
    expect(checkGraph(record.nodes, record.edges)).toBeNull();
    const { nodes, edges } = toFlow(record);
    expect(fromFlow(nodes, edges)).toEqual({ nodes: record.nodes, edges: record.edges });
  });
  it('names each problem', () => {
    const noEnd = record.nodes.filter((n) => n.type !== 'end');
    expect(
      checkGraph(
        noEnd,
        record.edges.filter((e) => e.targetNodeId !== 'node-end'),
      )?.key,
    ).toBe('noEnd');
    expect(checkGraph([...record.nodes, record.nodes[1]], record.edges)).toMatchObject({
      key: 'duplicateId',
      values: { id: 'node-apply' },
    });
    expect(
      checkGraph(record.nodes, [...record.edges, { ...record.edges[0], id: 'x', targetNodeId: 'ghost' }]),
    ).toMatchObject({
      key: 'danglingEdge',
      values: { node: 'ghost' },
    });
    expect(
      checkGraph(
        record.nodes,
        record.edges.filter((e) => e.id !== 'edge-1'),
      ),
    ).toMatchObject({ key: 'unreachable' });
    expect(
      checkGraph(
        record.nodes.filter((n) => n.type !== 'start'),
        [],
      )?.key,
    ).toBe('oneStart');
  });
});
