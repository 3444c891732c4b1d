import { describe, expect, it } from 'vitest';
import { stateDetailsFixture } from '../testing/fixtures';
import { defaultTerminology, effectiveTerminology } from './terminology';

describe('effective terminology', () => {
  it('uses the state value when set, the default otherwise', () => {
    const base = stateDetailsFixture();
    const stateDetails = stateDetailsFixture({
      stateTerminologies: { ...base.stateTerminologies, district: { stateValue: 'LGEA', defaultValue: 'District', value: 'LGEA' } },
    });
    expect(effectiveTerminology(stateDetails)).toEqual({ ...defaultTerminology, district: 'LGEA' });
    expect(effectiveTerminology(null)).toEqual(defaultTerminology);
  });
});
