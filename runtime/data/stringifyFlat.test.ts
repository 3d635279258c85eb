import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { qsStringifyOptions } from './qsOptions';
import { stringifyFlat } from './stringifyFlat';

const scalar = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.bigInt(),
  fc.constant(null),
  fc.constant(undefined),
);

describe('stringifyFlat', () => {
  it('writes every flat object byte for byte as qs.stringify with the client options', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), scalar), (params) => {
        const flat = stringifyFlat(params);
        // Unpaired surrogates are left to qs; everything else must match it exactly.
        if (flat !== undefined) expect(flat).toBe(qs.stringify(params, qsStringifyOptions));
      }),
      { numRuns: 2000 },
    );
  });

  it("encodes the characters encodeURIComponent keeps (!'()*) as qs does", () => {
    const params = { q: "it's (a) *big* deal!", page: 2, on: true, none: null };
    expect(stringifyFlat(params)).toBe('q=it%27s%20%28a%29%20%2Abig%2A%20deal%21&page=2&on=true');
    expect(stringifyFlat(params)).toBe(qs.stringify(params, qsStringifyOptions));
  });

  it('leaves nested values, arrays and dates to qs', () => {
    expect(stringifyFlat({ ids: [1, 2] })).toBeUndefined();
    expect(stringifyFlat({ a: { b: 1 } })).toBeUndefined();
    expect(stringifyFlat({ at: new Date(0) })).toBeUndefined();
    expect(stringifyFlat({ s: '\uD800' })).toBeUndefined();
  });
});
