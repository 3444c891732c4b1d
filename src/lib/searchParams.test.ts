import { describe, expect, it } from 'vitest';
import { isoDateParam, monthParam, oneOfParam, searchParams, textParam, uuidParam, wholeNumberParam } from './searchParams';

describe('search params', () => {
  it('keep a good value and drop a missing or malformed one', () => {
    const search = searchParams({ id: uuidParam, day: isoDateParam, month: monthParam, kind: oneOfParam(['a', 'b']), name: textParam(5), page: wholeNumberParam(1, 10) });
    expect(search.parse({ id: '3f0c2a54-8b1e-4c6f-9a3d-2b7e5c1d9f00', day: '2026-11-24', month: '2026-11', kind: 'b', name: ' Ada ', page: '2' })).toEqual({
      id: '3f0c2a54-8b1e-4c6f-9a3d-2b7e5c1d9f00',
      day: '2026-11-24',
      month: '2026-11',
      kind: 'b',
      name: 'Ada',
      page: 2,
    });
    expect(search.parse({ id: 'someone', day: '2026-13-01', month: '2026-1', kind: 'c', name: '   ', page: 0, other: 'x' })).toEqual({});
    expect(search.parse({ name: 'Adaeze', page: 1.5 })).toEqual({});
    // The router gives `?name=123` as a number: not text.
    expect(search.parse({ name: 123, page: 3 })).toEqual({ page: 3 });
    expect(search.parse(null)).toEqual({});
  });
});
