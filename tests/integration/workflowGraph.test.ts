import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHarness, startMock } from './mockHarness';

let mock: MockHarness;
let admin = '';

beforeAll(async () => {
  mock = await startMock();
  admin = await mock.login('admin');
});
afterAll(() => mock.stop());

type Graph = { id: number; name: string; nodes: Record<string, unknown>[]; edges: Record<string, unknown>[] };

async function seedGraph(): Promise<Graph> {
  return (await mock.call('GET', '/workflow/getList', { token: admin })).body.data.list[0];
}
const save = (body: unknown) => mock.call('POST', '/workflow/doEdit', { token: admin, body });

// SHOWCASE.md "Mock endpoints": POST /workflow/doEdit checks the graph (workflow).
describe('POST /workflow/doEdit graph check', () => {
  it('#17.3 a duplicate node id → 400 naming the id, and nothing is stored', async () => {
    const graph = await seedGraph();
    const answer = await save({
      ...graph,
      name: '坏图',
      nodes: [...graph.nodes, { ...graph.nodes[1], x: 0 }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toBe('节点 id 重复：node-apply');
    expect((await seedGraph()).name).toBe(graph.name);
  });

  it('#17.3 a node type outside the six kinds → 400 naming node and type', async () => {
    const graph = await seedGraph();
    const nodes = graph.nodes.map((node) => (node.id === 'node-notify' ? { ...node, type: 'script' } : node));
    const answer = await save({ ...graph, nodes });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('节点 node-notify 的类型 script 不受支持');
  });

  it('#17.3 an edge naming a missing node → 400 naming edge and node; so does dropping a node its edges need', async () => {
    const graph = await seedGraph();
    const ghost = { ...graph.edges[0], id: 'edge-ghost', targetNodeId: 'node-ghost', target: 'node-ghost' };
    const answer = await save({ ...graph, edges: [...graph.edges, ghost] });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('连线 edge-ghost 指向不存在的节点 node-ghost');
    // An update that sends only nodes is checked against the edges it keeps.
    const partial = await save({ id: graph.id, nodes: graph.nodes.filter((node) => node.id !== 'node-end') });
    expect(partial.status).toBe(400);
    expect(partial.body.msg).toMatch(/指向不存在的节点 node-end$/);
  });

  it('#17.3 nodes or edges that are not lists, or a node without an id → 400', async () => {
    const graph = await seedGraph();
    // The body check refuses a field of the wrong type before the graph check, naming it.
    expect((await save({ ...graph, nodes: 'x' })).body).toMatchObject({
      code: 400,
      msg: '字段 nodes 应为 array 或 null',
      data: { fieldErrors: { nodes: '字段 nodes 应为 array 或 null' } },
    });
    const noId = await save({
      ...graph,
      nodes: [...graph.nodes, { type: 'rect', x: 1, y: 1, text: '无名' }],
    });
    expect(noId.status).toBe(400);
    expect(noId.body.msg).toBe('第 6 个节点缺少 id');
  });

  it('#17.3 a good graph saves and comes back as sent', async () => {
    const graph = await seedGraph();
    const nodes = graph.nodes.map((node) => (node.id === 'node-approve' ? { ...node, x: 540 } : node));
    const answer = await save({ ...graph, name: '请假审批流程 v2', nodes });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, msg: '模拟保存成功' });
    const stored = await seedGraph();
    expect(stored.name).toBe('请假审批流程 v2');
    expect(stored.nodes.find((node) => node.id === 'node-approve')?.x).toBe(540);
    expect(stored.edges).toEqual(graph.edges);
  });
});
