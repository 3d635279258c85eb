import { describe, expect, it } from 'vitest';
import { graphIntegrityProblem } from './graphIntegrity';

const start = { id: 'a', type: 'start' };
const end = { id: 'b', type: 'end' };
const edge = { id: 'e', sourceNodeId: 'a', targetNodeId: 'b' };

describe('graphIntegrityProblem (the rules the editor and the mock server share)', () => {
  it('passes a sound graph and names each broken rule', () => {
    expect(graphIntegrityProblem([start, end], [edge])).toBeNull();
    expect(graphIntegrityProblem({}, [])?.key).toBe('notArrays');
    expect(graphIntegrityProblem([start, null], [])).toEqual({ key: 'badNode', values: { index: '1' } });
    expect(graphIntegrityProblem([start, start], [])).toEqual({ key: 'duplicateId', values: { id: 'a' } });
    expect(graphIntegrityProblem([{ id: 'a', type: 'html' }], [])).toMatchObject({ key: 'unknownType' });
    expect(graphIntegrityProblem([start], [{ sourceNodeId: 'a' }])?.key).toBe('badEdge');
    expect(graphIntegrityProblem([start], [edge])).toEqual({
      key: 'danglingEdge',
      values: { id: 'e', node: 'b' },
    });
    expect(graphIntegrityProblem([start, end], [{ id: 'e', targetNodeId: 'b' }])?.key).toBe('danglingEdge');
  });
});
