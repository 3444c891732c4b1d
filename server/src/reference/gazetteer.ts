/**
 * Offline gazetteer behind the address widget (DESIGN: "an offline gazetteer of Nigerian states and local
 * governments with approximate coordinates"), which also knows the towns and neighbourhoods people give as an
 * address. Places are:
 *
 * - every state and the FCT: placeId `ng:<state>`, e.g. `ng:lagos` → "Lagos State, Nigeria";
 * - every local government: `ng:<state>:<lga>`, e.g. `ng:lagos:ikeja` → "Ikeja, Lagos, Nigeria";
 * - every state capital that is not itself a local government name: `ng:<state>:<capital>`,
 *   e.g. `ng:oyo:ibadan` → "Ibadan, Oyo, Nigeria";
 * - every town of nigerianTowns.json that is neither: `ng:<state>:<town>`, e.g. `ng:lagos:yaba` → "Yaba, Lagos,
 *   Nigeria". A town named like a local government or the capital of its state is that place, and lends it its
 *   position.
 *
 * Slugs are lower-case ASCII letters, digits and hyphens, so ids are URL-safe and stable for the same package data.
 *
 * The towns come from the Countries States Cities Database (dr5hn) through the npm package
 * @countrystatecity/countries, under the Open Database License (ODbL) 1.0: nigerianTowns.json, which
 * scripts/generate-towns.ts writes from the package, is a derivative database under that licence and says so in its
 * `licence` field.
 *
 * COORDINATES ARE APPROXIMATE. Towns and capitals carry their real position (towns to four decimals, capitals to
 * about two, ~1 km). The states package lists no coordinates for local governments, so a local government that is
 * no town of the list (and the state itself) is placed at its state capital: good enough to centre a map on the
 * right state, not to locate an address within it.
 * Coordinates are [latitude, longitude], as `addressCoordinates.coordinates` in SPEC section 3.
 */
import { findState, nigerianStates, normalizeName, FCT_NAME, type NigerianState } from './nigeria';
import nigerianTowns from './nigerianTowns.json';

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
  /** Suggestions for `input`, those in `state` (a state's name, as nigeria.ts has it) first. */
  autocomplete(input: string, state?: string): Promise<PlaceSuggestion[]>;
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

type PlaceKind = 'state' | 'capital' | 'lga' | 'town';

interface Place {
  readonly placeId: string;
  readonly name: string;
  readonly description: string;
  readonly coordinates: readonly [number, number];
  readonly kind: PlaceKind;
  /** The state's display name, for ranking a chosen state's places first. */
  readonly state: string;
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

/** A place of nigerianTowns.json. */
export interface NigerianTown {
  name: string;
  /** The state's name as nigeria.ts has it. */
  state: string;
  coordinates: LatLng;
}

/** nigerianTowns.json's towns by state name, then by slug. */
function townsByState(): Map<string, Map<string, NigerianTown>> {
  const byState = new Map<string, Map<string, NigerianTown>>();
  for (const town of nigerianTowns.towns as NigerianTown[]) {
    const towns = byState.get(town.state) ?? new Map();
    towns.set(slugify(town.name), town);
    byState.set(town.state, towns);
  }
  return byState;
}

function buildPlaces(): { list: readonly Place[]; byId: ReadonlyMap<string, Place> } {
  const list: Place[] = [];
  const byId = new Map<string, Place>();
  const towns = townsByState();
  const add = (
    kind: PlaceKind,
    placeId: string,
    name: string,
    state: NigerianState,
    coordinates: readonly [number, number],
  ) => {
    if (byId.has(placeId)) throw new Error(`gazetteer: duplicate placeId ${placeId}`);
    const description = kind === 'state' ? stateDescription(state) : `${name}, ${state.name}, Nigeria`;
    const place: Place = Object.freeze({
      placeId,
      name,
      description,
      coordinates,
      kind,
      state: state.name,
      nameKeys: [name, ...(PLACE_ALIASES[placeId] ?? [])].map(normalizeName),
      descriptionKey: normalizeName(description.replace(/, Nigeria$/, '')),
    });
    list.push(place);
    byId.set(placeId, place);
  };

  for (const state of nigerianStates) {
    const capitalCoordinatesOfState = capitalCoordinates[state.name];
    if (!capitalCoordinatesOfState) throw new Error(`gazetteer: no coordinates for the capital of ${state.name}`);
    const stateSlug = slugify(state.name);
    add('state', `ng:${stateSlug}`, state.name, state, capitalCoordinatesOfState);

    // A town named like a local government or the capital is that place: it is not listed twice, and its position
    // is better than the capital's.
    const stateTowns = new Map(towns.get(state.name));
    const positionOf = (slug: string) => {
      const town = stateTowns.get(slug);
      stateTowns.delete(slug);
      return town?.coordinates ?? capitalCoordinatesOfState;
    };
    const lgaSlugs = new Set<string>();
    for (const lga of state.lgas) {
      const slug = slugify(lga);
      lgaSlugs.add(slug);
      add('lga', `ng:${stateSlug}:${slug}`, lga, state, positionOf(slug));
    }
    // Capitals such as Ikeja or Port Harcourt are local governments already; the others get a place of their own.
    const capitalSlug = slugify(state.capital);
    if (!lgaSlugs.has(capitalSlug)) add('capital', `ng:${stateSlug}:${capitalSlug}`, state.capital, state, positionOf(capitalSlug));
    for (const [slug, town] of stateTowns) add('town', `ng:${stateSlug}:${slug}`, town.name, state, positionOf(slug));
  }
  return { list, byId };
}

const places = buildPlaces();

const KIND_ORDER: Readonly<Record<PlaceKind, number>> = { state: 0, capital: 1, lga: 2, town: 3 };

/** 0: the name (or an alias) is the input; 1: it starts with the input; 2: a later word of it does; 3: it contains
 * the input; 4: the description without the country contains it ("ikeja lagos", "lagos state"); undefined: no match. */
function rank(place: Place, query: string): number | undefined {
  if (place.nameKeys.includes(query)) return 0;
  if (place.nameKeys.some((key) => key.startsWith(query))) return 1;
  if (place.nameKeys.some((key) => key.includes(` ${query}`))) return 2;
  if (place.nameKeys.some((key) => key.includes(query))) return 3;
  if (place.descriptionKey.includes(query)) return 4;
  return undefined;
}

/** Whether a rank is a match of the name's start (exact or prefix), which comes before any other. */
const isPrefixRank = (rank: number): boolean => rank <= 1;

/**
 * Up to `limit` places whose state, local government, capital or town name matches `input` (case-, accent- and
 * punctuation-insensitive): exact and prefix matches first, and among them and among the rest the places of
 * `state` (the state the address is being written for, if any) before others; then the exact before the prefix,
 * word and substring matches; within a rank states before capitals, local governments and towns, then by name.
 */
export function autocomplete(input: string, limit = 5, state?: string): PlaceSuggestion[] {
  if (typeof input !== 'string') return [];
  const query = normalizeName(input);
  const max = Number.isFinite(limit) ? Math.floor(limit) : 0;
  if (query === '' || max <= 0) return [];
  const chosenState = state === undefined ? undefined : findState(state)?.name;
  const elsewhere = (place: Place) => (place.state === chosenState ? 0 : 1);

  const matches: { place: Place; rank: number }[] = [];
  for (const place of places.list) {
    const r = rank(place, query);
    if (r !== undefined) matches.push({ place, rank: r });
  }
  matches.sort(
    (a, b) =>
      Number(!isPrefixRank(a.rank)) - Number(!isPrefixRank(b.rank)) ||
      elsewhere(a.place) - elsewhere(b.place) ||
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
  autocomplete: async (input, state) => autocomplete(input, undefined, state),
  place: async (placeId) => lookupPlace(placeId),
};
