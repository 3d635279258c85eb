/**
 * The workflow demo graph: nodes of type start, rect, user, push, download and end
 * with x, y and text; polyline edges whose decision branches carry the texts Y and N.
 *
 * @example
 * seedWorkflows()[0].nodes.map((n) => n.type); // ['start', 'rect', 'user', 'push', 'download', 'end']
 */
export function seedWorkflows() {
  const nodes = [
    { id: 'node-start', type: 'start', x: 100, y: 200, text: '开始' },
    { id: 'node-apply', type: 'rect', x: 260, y: 200, text: '提交申请' },
    { id: 'node-approve', type: 'user', x: 440, y: 200, text: '主管审批' },
    { id: 'node-notify', type: 'push', x: 620, y: 120, text: '推送通知' },
    { id: 'node-archive', type: 'download', x: 620, y: 300, text: '归档下载' },
    { id: 'node-end', type: 'end', x: 800, y: 200, text: '结束' },
  ];
  const edge = (id: string, source: string, target: string, points: [number, number][], text?: string) => ({
    id,
    type: 'polyline',
    sourceNodeId: source,
    targetNodeId: target,
    source,
    target,
    points: points.map(([x, y]) => ({ x, y })),
    ...(text ? { text } : {}),
  });
  const edges = [
    edge('edge-1', 'node-start', 'node-apply', [
      [125, 200],
      [210, 200],
    ]),
    edge('edge-2', 'node-apply', 'node-approve', [
      [310, 200],
      [400, 200],
    ]),
    edge(
      'edge-3',
      'node-approve',
      'node-notify',
      [
        [440, 160],
        [440, 120],
        [580, 120],
      ],
      'Y',
    ),
    edge(
      'edge-4',
      'node-approve',
      'node-archive',
      [
        [440, 240],
        [440, 300],
        [580, 300],
      ],
      'N',
    ),
    edge('edge-5', 'node-notify', 'node-end', [
      [660, 120],
      [800, 120],
      [800, 175],
    ]),
    edge('edge-6', 'node-archive', 'node-end', [
      [660, 300],
      [800, 300],
      [800, 225],
    ]),
  ];
  return [{ id: 1, name: '请假审批流程', nodes, edges }];
}
