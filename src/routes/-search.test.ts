import { describe, expect, it } from 'vitest';
import { idSearch, routeSearch } from './-search';

const schemeSearch = idSearch(['sessionId', 'classId']);
const id = '7c1e4b52-0d7a-4c38-9d55-2f9e8a3b6c10';

describe('idSearch', () => {
  it('keeps the ids it names', () => {
    expect(schemeSearch({ sessionId: id, classId: id })).toEqual({ sessionId: id, classId: id });
  });

  it('drops a malformed id, a missing one and anything it does not name, without failing', () => {
    expect(schemeSearch({ sessionId: 'not-a-uuid', other: 'x' })).toEqual({});
    expect(schemeSearch({})).toEqual({});
  });
});

describe('routeSearch', () => {
  const monthSearch = routeSearch((raw) => (typeof raw.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw.month) ? { month: raw.month } : {}));

  it('lays every param the reader dropped over the address as undefined, so the router never hands it on as typed', () => {
    const address = { month: '2026-13', utm: 'x' };
    // What the router gives the route: the address's search with the validated one laid over it.
    const seen = { ...address, ...monthSearch(address) };
    expect(seen.month).toBeUndefined();
    expect(seen.utm).toBeUndefined();
  });

  it('keeps what the reader keeps', () => {
    expect(monthSearch({ month: '2026-12' })).toEqual({ month: '2026-12' });
  });
});
