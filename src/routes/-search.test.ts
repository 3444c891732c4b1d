import { describe, expect, it } from 'vitest';
import { idSearch } from './-search';

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
