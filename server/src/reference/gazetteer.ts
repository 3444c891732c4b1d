/**
 * Offline gazetteer behind the address widget (DESIGN: "an offline gazetteer of Nigerian states and local
 * governments with approximate coordinates"). Places are:
 *
 * - every state and the FCT: placeId `ng:<state>`, e.g. `ng:lagos` → "Lagos State, Nigeria";
 * - every local government: `ng:<state>:<lga>`, e.g. `ng:lagos:ikeja` → "Ikeja, Lagos, Nigeria";
 * - every state capital that is not itself a local government name: `ng:<state>:<capital>`,
 *   e.g. `ng:oyo:ibadan` → "Ibadan, Oyo, Nigeria".
 *
 * Slugs are lower-case ASCII letters, digits and hyphens, so ids are URL-safe and stable for the same package data.
 *
 * COORDINATES ARE APPROXIMATE. Capitals carry their real position to about two decimals (~1 km). The package lists
 * no coordinates for local governments, so every local government (and the state itself) is placed at its state
 * capital: good enough to centre a map on the right state, not to locate an address within it.
 * Coordinates are [latitude, longitude], as `addressCoordinates.coordinates` in SPEC section 3.
 */
import { nigerianStates, normalizeName, FCT_NAME, type NigerianState } from './nigeria';

export type LatLng = [latitude: number, longitude: number];

export interface PlaceSuggestion {
  placeId: string;
  description: string;
}

export interface PlaceDetails {
  placeId: string;
  formattedAddress: string;
  coordinates: LatLng;
}

export interface Geocoder {
  autocomplete(input: string): Promise<PlaceSuggestion[]>;
  place(placeId: string): Promise<PlaceDetails | undefined>;
}

/** State capital positions [lat, lng], keyed by state display name (see nigeria.ts for the capital names). */
export const capitalCoordinates: Readonly<Record<string, readonly [number, number]>> = {
  Abia: [5.53, 7.49], // Umuahia
  Adamawa: [9.2, 12.5], // Yola
  'Akwa Ibom': [5.04, 7.91], // Uyo
  Anambra: [6.21, 7.07], // Awka
  Bauchi: [10.31, 9.84], // Bauchi
  Bayelsa: [4.93, 6.27], // Yenagoa
  Benue: [7.73, 8.54], // Makurdi
  Borno: [11.83, 13.15], // Maiduguri
  'Cross River': [4.96, 8.33], // Calabar
  Delta: [6.2, 6.73], // Asaba
  Ebonyi: [6.32, 8.11], // Abakaliki
  Edo: [6.34, 5.62], // Benin City
  Ekiti: [7.62, 5.22], // Ado-Ekiti
  Enugu: [6.45, 7.51], // Enugu
  [FCT_NAME]: [9.06, 7.49], // Abuja
  Gombe: [10.29, 11.17], // Gombe
  Imo: [5.48, 7.03], // Owerri
  Jigawa: [11.76, 9.34], // Dutse
  Kaduna: [10.52, 7.44], // Kaduna
  Kano: [12.0, 8.52], // Kano
  Katsina: [12.99, 7.6], // Katsina
  Kebbi: [12.45, 4.2], // Birnin Kebbi
  Kogi: [7.8, 6.74], // Lokoja
  Kwara: [8.5, 4.55], // Ilorin
  Lagos: [6.6, 3.35], // Ikeja
  Nasarawa: [8.49, 8.52], // Lafia
  Niger: [9.61, 6.56], // Minna
  Ogun: [7.15, 3.35], // Abeokuta
  Ondo: [7.25, 5.2], // Akure
  Osun: [7.77, 4.56], // Osogbo
  Oyo: [7.38, 3.94], // Ibadan
  Plateau: [9.9, 8.86], // Jos
  Rivers: [4.82, 7.03], // Port Harcourt
  Sokoto: [13.06, 5.24], // Sokoto
  Taraba: [8.89, 11.37], // Jalingo
  Yobe: [11.75, 11.96], // Damaturu
  Zamfara: [12.16, 6.66], // Gusau
};

type PlaceKind = 'state' | 'capital' | 'lga';

interface Place {
  readonly placeId: string;
  readonly name: string;
  readonly description: string;
  readonly coordinates: readonly [number, number];
  readonly kind: PlaceKind;
  /** normalizeName of the name and of any alias ("FCT"), for matching. */
  readonly nameKeys: readonly string[];
  /** normalizeName of the description without ", Nigeria", for matching "ikeja lagos" or "lagos state". */
  readonly descriptionKey: string;
}

/** Other names a place is searched by, keyed by placeId. */
const PLACE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'ng:federal-capital-territory': ['FCT', 'FCT Abuja'],
  'ng:federal-capital-territory:abuja-municipal-area-council': ['AMAC'],
};

/** "Ado-Odo/Ota" → "ado-odo-ota", "Jema'a" → "jemaa". */
export function slugify(s: string): string {
  return normalizeName(s).replace(/ /g, '-');
}

function stateDescription(state: NigerianState): string {
  return state.name === FCT_NAME ? `${FCT_NAME}, Nigeria` : `${state.name} State, Nigeria`;
}

function buildPlaces(): { list: readonly Place[]; byId: ReadonlyMap<string, Place> } {
  const list: Place[] = [];
  const byId = new Map<string, Place>();
  const add = (
    kind: PlaceKind,
    placeId: string,
    name: string,
    description: string,
    coordinates: readonly [number, number],
  ) => {
    if (byId.has(placeId)) throw new Error(`gazetteer: duplicate placeId ${placeId}`);
    const place: Place = Object.freeze({
      placeId,
      name,
      description,
      coordinates,
      kind,
      nameKeys: [name, ...(PLACE_ALIASES[placeId] ?? [])].map(normalizeName),
      descriptionKey: normalizeName(description.replace(/, Nigeria$/, '')),
    });
    list.push(place);
    byId.set(placeId, place);
  };

  for (const state of nigerianStates) {
    const coordinates = capitalCoordinates[state.name];
    if (!coordinates) throw new Error(`gazetteer: no coordinates for the capital of ${state.name}`);
    const stateSlug = slugify(state.name);
    add('state', `ng:${stateSlug}`, state.name, stateDescription(state), coordinates);

    const lgaSlugs = new Set<string>();
    for (const lga of state.lgas) {
      const slug = slugify(lga);
      lgaSlugs.add(slug);
      add('lga', `ng:${stateSlug}:${slug}`, lga, `${lga}, ${state.name}, Nigeria`, coordinates);
    }
    // Capitals such as Ikeja or Port Harcourt are local governments already; the others get a place of their own.
    const capitalSlug = slugify(state.capital);
    if (!lgaSlugs.has(capitalSlug)) {
      const description = `${state.capital}, ${state.name}, Nigeria`;
      add('capital', `ng:${stateSlug}:${capitalSlug}`, state.capital, description, coordinates);
    }
  }
  return { list, byId };
}

const places = buildPlaces();

const KIND_ORDER: Readonly<Record<PlaceKind, number>> = { state: 0, capital: 1, lga: 2 };

/** 0: the name (or an alias) starts with the input; 1: a later word of it does; 2: it contains the input;
 * 3: the description without the country contains it ("ikeja lagos", "lagos state"); undefined: no match. */
function rank(place: Place, query: string): number | undefined {
  if (place.nameKeys.some((key) => key.startsWith(query))) return 0;
  if (place.nameKeys.some((key) => key.includes(` ${query}`))) return 1;
  if (place.nameKeys.some((key) => key.includes(query))) return 2;
  if (place.descriptionKey.includes(query)) return 3;
  return undefined;
}

/**
 * Up to `limit` places whose state, local government or capital name matches `input` (case-, accent- and
 * punctuation-insensitive): prefix matches first, then substring matches; within a rank states before capitals
 * before local governments, then by name.
 */
export function autocomplete(input: string, limit = 5): PlaceSuggestion[] {
  if (typeof input !== 'string') return [];
  const query = normalizeName(input);
  const max = Number.isFinite(limit) ? Math.floor(limit) : 0;
  if (query === '' || max <= 0) return [];

  const matches: { place: Place; rank: number }[] = [];
  for (const place of places.list) {
    const r = rank(place, query);
    if (r !== undefined) matches.push({ place, rank: r });
  }
  matches.sort(
    (a, b) =>
      a.rank - b.rank ||
      KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
      a.place.name.localeCompare(b.place.name, 'en') ||
      a.place.description.localeCompare(b.place.description, 'en'),
  );
  return matches.slice(0, max).map(({ place }) => ({ placeId: place.placeId, description: place.description }));
}

/** The place with this id (as returned by autocomplete), or undefined for an unknown id. */
export function lookupPlace(placeId: string): PlaceDetails | undefined {
  if (typeof placeId !== 'string') return undefined;
  const place = places.byId.get(placeId.trim().toLowerCase());
  if (!place) return undefined;
  return {
    placeId: place.placeId,
    formattedAddress: place.description,
    coordinates: [place.coordinates[0], place.coordinates[1]],
  };
}

/** The default geocoder: the offline gazetteer above. */
export const offlineGeocoder: Geocoder = {
  autocomplete: async (input) => autocomplete(input),
  place: async (placeId) => lookupPlace(placeId),
};
