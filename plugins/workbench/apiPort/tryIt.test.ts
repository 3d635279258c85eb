import { describe, expect, it } from 'vitest';
import { fillVariables, parseEnvironments } from './environments';
import { curlOf, sampleOf } from './tryIt';

describe('#16.4 try-it helpers (§5.12)', () => {
  it('#16.4 the curl of a run carries method, URL, query and body but never a token', () => {
    const curl = curlOf('http://127.0.0.1:1', 'POST', '/x/doEdit', { a: 1 }, { name: "O'Neil" });
    expect(curl).toBe(
      "curl -X POST 'http://127.0.0.1:1/x/doEdit?a=1' \\\n  -H 'Content-Type: application/json' \\\n  --data '{\"name\":\"O'\\''Neil\"}'",
    );
    expect(curl.toLowerCase()).not.toContain('authorization');
  });

  it('#16.4 prefilled values: paging for a list, defaults, enums and empty values of each type', () => {
    expect(sampleOf({ properties: { pageNo: {}, pageSize: {}, name: {} } }, true)).toEqual({
      pageNo: 1,
      pageSize: 10,
    });
    expect(
      sampleOf(
        {
          properties: {
            n: { type: 'integer' },
            s: { enum: ['a', 'b'] },
            d: { default: 'x' },
            b: { type: 'boolean' },
          },
        },
        false,
      ),
    ).toEqual({ n: 0, s: 'a', d: 'x', b: false });
  });

  it('#16.4 environments fill {{name}} and refuse an unknown one; bad environment JSON is located', () => {
    expect(fillVariables('/users/{{ id }}?t={{tenant}}', { id: 7, tenant: 't1' })).toEqual({
      text: '/users/7?t=t1',
    });
    expect(fillVariables('{"id": {{id}}}', {})).toEqual({ missing: 'id' });
    expect(parseEnvironments('{\n  "local": {"id": 1},\n}')).toMatchObject({ ok: false, line: 3 });
    expect(parseEnvironments('{"local": {"id": [1]}}')).toMatchObject({ ok: false, line: 1, col: 12 });
    expect(parseEnvironments('{"local": {"id": 1}}')).toEqual({ ok: true, envs: { local: { id: 1 } } });
  });
});
