/**
 * Nigeria's 36 states and the Federal Capital Territory with their 774 local governments.
 *
 * The lists come from the registry package `nigerian-states-and-lgas` (1.0.8), which holds exactly these 37 states
 * and 774 local governments. Its state names are mostly the usual display names; two are corrected here:
 * the package spells Katsina "Kastina", and older releases (and its README) call the FCT "FCT". Local government
 * names are kept exactly as the package spells them (trimmed), so that values stored by the portal match the lists
 * the client shows.
 */
import { all as packageStates } from 'nigerian-states-and-lgas';

export interface NigerianState {
  /** Display name, e.g. "Akwa Ibom", "Cross River", "Federal Capital Territory". */
  readonly name: string;
  /** The state capital, e.g. "Ikeja" for Lagos, "Abuja" for the Federal Capital Territory. */
  readonly capital: string;
  /** Local government areas, sorted by name. */
  readonly lgas: readonly string[];
}

export const FCT_NAME = 'Federal Capital Territory';

/** Package spelling (or a common variant) → display name. */
const DISPLAY_NAME_FIXES: Readonly<Record<string, string>> = {
  Kastina: 'Katsina',
  FCT: FCT_NAME,
  'FCT Abuja': FCT_NAME,
  Abuja: FCT_NAME,
  Nassarawa: 'Nasarawa',
};

/** Capital of every state, keyed by display name. */
const CAPITALS: Readonly<Record<string, string>> = {
  Abia: 'Umuahia',
  Adamawa: 'Yola',
  'Akwa Ibom': 'Uyo',
  Anambra: 'Awka',
  Bauchi: 'Bauchi',
  Bayelsa: 'Yenagoa',
  Benue: 'Makurdi',
  Borno: 'Maiduguri',
  'Cross River': 'Calabar',
  Delta: 'Asaba',
  Ebonyi: 'Abakaliki',
  Edo: 'Benin City',
  Ekiti: 'Ado-Ekiti',
  Enugu: 'Enugu',
  [FCT_NAME]: 'Abuja',
  Gombe: 'Gombe',
  Imo: 'Owerri',
  Jigawa: 'Dutse',
  Kaduna: 'Kaduna',
  Kano: 'Kano',
  Katsina: 'Katsina',
  Kebbi: 'Birnin Kebbi',
  Kogi: 'Lokoja',
  Kwara: 'Ilorin',
  Lagos: 'Ikeja',
  Nasarawa: 'Lafia',
  Niger: 'Minna',
  Ogun: 'Abeokuta',
  Ondo: 'Akure',
  Osun: 'Osogbo',
  Oyo: 'Ibadan',
  Plateau: 'Jos',
  Rivers: 'Port Harcourt',
  Sokoto: 'Sokoto',
  Taraba: 'Jalingo',
  Yobe: 'Damaturu',
  Zamfara: 'Gusau',
};

const collapseSpaces = (s: string): string => s.trim().replace(/\s+/g, ' ');
const byName = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * Lower-case, accent-free, apostrophes dropped, every other run of non-alphanumerics turned into one space:
 * "Jema'a" → "jemaa", "Ibeju-Lekki" → "ibeju lekki", " Akwa  Ibom " → "akwa ibom".
 */
export function normalizeName(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function buildStates(): readonly NigerianState[] {
  const states = packageStates().map((entry): NigerianState => {
    const raw = collapseSpaces(entry.state);
    const name = DISPLAY_NAME_FIXES[raw] ?? raw;
    const capital = CAPITALS[name];
    if (capital === undefined) {
      throw new Error(`nigerian-states-and-lgas: no capital known for state "${raw}"`);
    }
    const lgas = [...new Set(entry.lgas.map(collapseSpaces))].sort(byName);
    return Object.freeze({ name, capital, lgas: Object.freeze(lgas) });
  });
  states.sort((a, b) => byName(a.name, b.name));
  return Object.freeze(states);
}

/** The 36 states and the FCT, sorted by name, each with its local governments sorted by name. */
export const nigerianStates: readonly NigerianState[] = buildStates();

/** Every local government of Nigeria by name, each name once (several states have a Surulere or an Obi), sorted. */
export const nigerianLocalGovernments: readonly string[] = Object.freeze([...new Set(nigerianStates.flatMap((state) => state.lgas))].sort(byName));

/** Key for state look-ups: normalised, without a leading "state of" / trailing "state", without spaces. */
function stateKey(s: string): string {
  return normalizeName(s)
    .replace(/^state of /, '')
    .replace(/ state$/, '')
    .replace(/ /g, '');
}

const STATE_ALIASES: Readonly<Record<string, string>> = {
  fct: FCT_NAME,
  abuja: FCT_NAME,
  fctabuja: FCT_NAME,
  abujafct: FCT_NAME,
  federalcapitalterritoryabuja: FCT_NAME,
  kastina: 'Katsina',
  nassarawa: 'Nasarawa',
};

const statesByKey: ReadonlyMap<string, NigerianState> = (() => {
  const map = new Map<string, NigerianState>();
  for (const state of nigerianStates) map.set(stateKey(state.name), state);
  for (const [alias, name] of Object.entries(STATE_ALIASES)) {
    const state = map.get(stateKey(name));
    if (state && !map.has(alias)) map.set(alias, state);
  }
  return map;
})();

/**
 * The state with this name, ignoring case, spacing, punctuation and a "State" suffix
 * ("lagos", "Lagos State", "akwa-ibom"). "FCT", "Abuja" and "FCT Abuja" give the Federal Capital Territory.
 */
export function findState(name: string): NigerianState | undefined {
  if (typeof name !== 'string') return undefined;
  const key = stateKey(name);
  return key === '' ? undefined : statesByKey.get(key);
}

/** The package's spelling of a local government of the state, matched ignoring case, spacing and punctuation. */
export function findLocalGovernment(state: string, lga: string): string | undefined {
  const found = findState(state);
  if (!found || typeof lga !== 'string') return undefined;
  const key = normalizeName(lga);
  if (key === '') return undefined;
  return found.lgas.find((name) => normalizeName(name) === key);
}

/** Whether `lga` is a local government of `state` (both matched as in findState / findLocalGovernment). */
export function isLocalGovernmentOf(state: string, lga: string): boolean {
  return findLocalGovernment(state, lga) !== undefined;
}

/** How many single-letter edits turn `a` into `b` (Levenshtein). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The name of `names` nearest to a misspelt `typed` ("Lagoss" → "Lagos", "Ikejaa" → "Ikeja"), compared as
 * normalizeName has them: one within a third of its length in edits (two at least), else none.
 */
function nearestOf(names: readonly string[], typed: string): string | undefined {
  const key = normalizeName(typed);
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = editDistance(key, normalizeName(name));
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(key.length / 3)) ? best.name : undefined;
}

/** The state a misspelt name most likely means, if any. */
export const nearestState = (typed: string): string | undefined =>
  nearestOf(
    nigerianStates.map((state) => state.name),
    typed,
  );

/** The local government of `state` a misspelt name most likely means, if any. */
export const nearestLocalGovernment = (state: string, typed: string): string | undefined => nearestOf(findState(state)?.lgas ?? [], typed);
