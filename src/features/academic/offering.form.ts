// The configure pages of classes and subjects: which of the state's records it offers, and which standard ones to
// create (and offer).

/** What the checklist submits: the state's records to offer, and the standard names to create and offer. */
export type OfferingValues = { offered: string[]; create: string[] };

/** The checklist as it starts: the records offered now ticked, no standard one. */
export function offeringValuesOf(records: readonly { id: string; offered: boolean }[]): OfferingValues {
  return { offered: records.filter((record) => record.offered).map((record) => record.id), create: [] };
}
