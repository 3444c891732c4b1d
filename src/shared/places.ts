// Places as the enums give them (countries, their states, their local governments), and the fields that hold a
// person's or a district's place: the rule that changing one part clears the parts after it (SPEC section 4).
import type { components } from '../api/schema.gen';

/** Countries, their states and their local governments (the enums' fullStateEnum). */
export type Places = components['schemas']['Enums']['fullStateEnum'];

/** The fields of a place of residence and of origin, named as the staff and student records and searches name them. */
export const placeKeys = {
  residence: { country: 'countryOfResidence', state: 'stateOfResidence', localGovernment: 'localGovernmentOfResidence' },
  origin: { country: 'countryOfOrigin', state: 'stateOfOrigin', localGovernment: 'localGovernmentOfOrigin' },
} as const;

export type PlaceKind = keyof typeof placeKeys;
export type PlacePart = keyof (typeof placeKeys)['origin'];
const placeParts: readonly PlacePart[] = ['country', 'state', 'localGovernment'];

/** The values a change of one part of a place makes, by the `keys` naming its parts: the parts after it are cleared (SPEC section 4). */
export function placePartChange<Key extends string>(keys: Record<PlacePart, Key>, part: PlacePart, value: string): Partial<Record<Key, string>> {
  const cleared = placeParts.slice(placeParts.indexOf(part) + 1).map((later) => [keys[later], '']);
  return { [keys[part]]: value, ...Object.fromEntries(cleared) } as Partial<Record<Key, string>>;
}
