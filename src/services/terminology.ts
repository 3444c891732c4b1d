// The state's renamable labels (SPEC section 3): the server sends each term's effective `value` (stateValue when
// set, else defaultValue); these defaults stand in before anyone is signed in.
import type { components } from '../api/schema.gen';

export type TermKey = keyof components['schemas']['StateTerminologies'];
export type Terminology = Record<TermKey, string>;

export const defaultTerminology: Terminology = {
  district: 'District',
  oracleNumber: 'Oracle Number',
  tescomNumber: 'Tescom Number',
  subebNumber: 'Subeb Number',
};

export function effectiveTerminology(
  stateDetails: { stateTerminologies?: components['schemas']['StateTerminologies'] } | null | undefined,
): Terminology {
  const terms = stateDetails?.stateTerminologies;
  if (!terms) return defaultTerminology;
  return {
    district: terms.district.value || defaultTerminology.district,
    oracleNumber: terms.oracleNumber.value || defaultTerminology.oracleNumber,
    tescomNumber: terms.tescomNumber.value || defaultTerminology.tescomNumber,
    subebNumber: terms.subebNumber.value || defaultTerminology.subebNumber,
  };
}
