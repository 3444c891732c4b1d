// The state's terms for 'District' and the Oracle, Tescom and Subeb numbers, as the configuration page's form holds
// them: the state's own value, or empty for the default.
import type { components } from '../../api/schema.gen';
import type { TermKey } from '../../services/terminology';

type StateDetails = components['schemas']['StateDetails'];
type StateTerminologiesUpdate = components['schemas']['StateTerminologiesUpdate'];

export type TerminologyValues = Record<TermKey, string>;

export const termKeys: readonly TermKey[] = ['district', 'oracleNumber', 'tescomNumber', 'subebNumber'];

export function terminologyValuesOf(state: StateDetails): TerminologyValues {
  const t = state.stateTerminologies;
  return {
    district: t.district.stateValue ?? '',
    oracleNumber: t.oracleNumber.stateValue ?? '',
    tescomNumber: t.tescomNumber.stateValue ?? '',
    subebNumber: t.subebNumber.stateValue ?? '',
  };
}

/** An empty term returns to the default (null). */
export function terminologiesUpdateOf(values: TerminologyValues): StateTerminologiesUpdate {
  return Object.fromEntries(termKeys.map((key) => [key, values[key].trim() || null])) as StateTerminologiesUpdate;
}
