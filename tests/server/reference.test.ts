import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { townsFilePath, townsFileText } from '../../scripts/generate-towns';
import {
  nigerianStates,
  findState,
  findLocalGovernment,
  isLocalGovernmentOf,
} from '../../server/src/reference/nigeria';
import { enums } from '../../server/src/reference/enums';
import {
  autocomplete,
  lookupPlace,
  offlineGeocoder,
  capitalCoordinates,
  slugify,
  type NigerianTown,
} from '../../server/src/reference/gazetteer';
import nigerianTowns from '../../server/src/reference/nigerianTowns.json';

const inNigeria = ([lat, lng]: readonly [number, number]) => lat >= 4 && lat <= 14 && lng >= 2.5 && lng <= 15;

describe('nigerianStates', () => {
  it('has the 36 states and the FCT with 774 local governments', () => {
    expect(nigerianStates).toHaveLength(37);
    expect(new Set(nigerianStates.map((s) => s.name)).size).toBe(37);
    expect(nigerianStates.reduce((n, s) => n + s.lgas.length, 0)).toBe(774);
  });

  it('uses display names', () => {
    const names = nigerianStates.map((s) => s.name);
    expect(names).toContain('Federal Capital Territory');
    expect(names).toEqual(expect.arrayContaining(['Akwa Ibom', 'Cross River', 'Lagos', 'Katsina']));
    expect(names).not.toContain('FCT');
    expect(names).not.toContain('Kastina');
  });

  it('is sorted by name, with sorted local governments', () => {
    const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
    const names = nigerianStates.map((s) => s.name);
    expect(names).toEqual([...names].sort(byName));
    for (const state of nigerianStates) {
      expect(state.lgas.length).toBeGreaterThan(0);
      expect(state.lgas).toEqual([...state.lgas].sort(byName));
    }
  });

  it('gives every state a capital whose coordinates lie inside Nigeria', () => {
    for (const state of nigerianStates) {
      expect(state.capital, state.name).toBeTruthy();
      const coordinates = capitalCoordinates[state.name];
      expect(coordinates, state.name).toBeDefined();
      expect(inNigeria(coordinates!), `${state.name}: ${String(coordinates)}`).toBe(true);
    }
    expect(findState('Lagos')?.capital).toBe('Ikeja');
    expect(findState('FCT')?.capital).toBe('Abuja');
  });
});

describe('findState', () => {
  it('ignores case, spacing and a "State" suffix', () => {
    expect(findState('lagos')?.name).toBe('Lagos');
    expect(findState('LAGOS')?.name).toBe('Lagos');
    expect(findState('  Lagos State ')?.name).toBe('Lagos');
    expect(findState('akwa ibom')?.name).toBe('Akwa Ibom');
    expect(findState('Akwa-Ibom')?.name).toBe('Akwa Ibom');
    expect(findState('cross river state')?.name).toBe('Cross River');
  });

  it('accepts FCT and Abuja for the Federal Capital Territory', () => {
    for (const name of ['FCT', 'fct', 'Abuja', 'FCT Abuja', 'Federal Capital Territory', 'federal capital territory']) {
      expect(findState(name)?.name, name).toBe('Federal Capital Territory');
    }
  });

  it('does not match unknown names or partial names', () => {
    expect(findState('')).toBeUndefined();
    expect(findState('Atlantis')).toBeUndefined();
    expect(findState('Lag')).toBeUndefined();
    expect(findState('Ikeja')).toBeUndefined();
  });
});

describe('isLocalGovernmentOf', () => {
  it('checks membership, ignoring case and punctuation', () => {
    expect(isLocalGovernmentOf('Lagos', 'Ikeja')).toBe(true);
    expect(isLocalGovernmentOf('lagos state', 'ikeja')).toBe(true);
    expect(isLocalGovernmentOf('Lagos', 'Ibeju Lekki')).toBe(true);
    expect(findLocalGovernment('lagos', 'ibeju lekki')).toBe('Ibeju-Lekki');
    expect(isLocalGovernmentOf('FCT', 'Bwari')).toBe(true);
    expect(isLocalGovernmentOf('Abuja', 'Abuja Municipal Area Council')).toBe(true);
  });

  it('rejects a local government of another state or an unknown state', () => {
    expect(isLocalGovernmentOf('Lagos', 'Bwari')).toBe(false);
    expect(isLocalGovernmentOf('Oyo', 'Ikeja')).toBe(false);
    expect(isLocalGovernmentOf('Atlantis', 'Ikeja')).toBe(false);
    expect(isLocalGovernmentOf('Lagos', '')).toBe(false);
    // Same name in two states
    expect(isLocalGovernmentOf('Lagos', 'Surulere')).toBe(true);
    expect(isLocalGovernmentOf('Oyo', 'Surulere')).toBe(true);
  });
});

describe('enums', () => {
  it('has exactly the specified keys', () => {
    expect(Object.keys(enums).sort()).toEqual(
      [
        'EventTypeEnum',
        'countryEnum',
        'titleEnum',
        'gender',
        'maritalStatusEnum',
        'accountStatusEnum',
        'staffTypeEnum',
        'fullStateEnum',
      ].sort(),
    );
  });

  it('puts the defaults first', () => {
    expect(enums.EventTypeEnum[0]).toBe('Weekend');
    expect(enums.countryEnum[0]).toBe('Nigeria');
    expect(enums.titleEnum[0]).toBe('Mr');
    expect(enums.gender).toEqual(['male', 'female']);
    expect(enums.accountStatusEnum).toEqual(['Active', 'Unverified', 'Suspended', 'ResetPassword']);
    expect(enums.staffTypeEnum).toEqual(['Teaching', 'Non-Teaching']);
    expect(enums.maritalStatusEnum).toEqual(['Single', 'Married', 'Divorced', 'Widowed', 'Separated']);
  });

  it('carries all states and local governments in fullStateEnum', () => {
    expect(enums.fullStateEnum).toHaveLength(1);
    const [nigeria] = enums.fullStateEnum;
    expect(nigeria?.country).toBe('Nigeria');
    expect(nigeria?.states).toHaveLength(37);
    expect(nigeria?.states.reduce((n, s) => n + s.lgas.length, 0)).toBe(774);
    expect(Object.keys(nigeria!.states[0]!).sort()).toEqual(['lgas', 'name']);
    expect(JSON.parse(JSON.stringify(enums)).fullStateEnum[0].states).toHaveLength(37);
  });
});

describe('gazetteer', () => {
  it('finds Ikeja under Lagos', () => {
    const results = autocomplete('ikeja');
    expect(results[0]).toEqual({ placeId: 'ng:lagos:ikeja', description: 'Ikeja, Lagos, Nigeria' });
  });

  it('lists states as "<State> State, Nigeria" and prefix matches first', () => {
    const results = autocomplete('Lagos');
    expect(results[0]).toEqual({ placeId: 'ng:lagos', description: 'Lagos State, Nigeria' });
    expect(results.slice(1, 4).map((r) => r.description)).toEqual([
      'Lagos, Lagos, Nigeria',
      'Lagos Island, Lagos, Nigeria',
      'Lagos Mainland, Lagos, Nigeria',
    ]);
    const names = autocomplete('ikot', 10).map((r) => r.description);
    expect(names).toEqual(['Ikot Abasi, Akwa Ibom, Nigeria', 'Ikot Ekpene, Akwa Ibom, Nigeria']);
    const eket = autocomplete('eket', 10).map((r) => r.description);
    expect(eket[0]).toBe('Eket, Akwa Ibom, Nigeria');
    expect(eket).toContain('Esit Eket, Akwa Ibom, Nigeria');
  });

  it('finds capitals that are not local governments', () => {
    expect(autocomplete('ibadan')[0]).toEqual({ placeId: 'ng:oyo:ibadan', description: 'Ibadan, Oyo, Nigeria' });
    expect(autocomplete('Abuja')[0]?.description).toBe('Abuja, Federal Capital Territory, Nigeria');
    expect(autocomplete('Abuja').map((r) => r.placeId)).toContain('ng:federal-capital-territory');
  });

  it('knows the FCT by its abbreviation and does not match the country name', () => {
    expect(autocomplete('fct')[0]).toEqual({
      placeId: 'ng:federal-capital-territory',
      description: 'Federal Capital Territory, Nigeria',
    });
    const niger = autocomplete('niger', 50);
    expect(niger[0]?.placeId).toBe('ng:niger');
    expect(niger.every((r) => r.placeId.startsWith('ng:niger'))).toBe(true);
  });

  it('matches "<lga>, <state>" and ignores punctuation', () => {
    expect(autocomplete('Ikeja, Lagos')[0]?.placeId).toBe('ng:lagos:ikeja');
    expect(autocomplete('ibeju lekki')[0]?.placeId).toBe('ng:lagos:ibeju-lekki');
    expect(autocomplete('jemaa')[0]?.description).toBe("Jema'a, Kaduna, Nigeria");
  });

  it('respects the limit and ignores empty input', () => {
    expect(autocomplete('a')).toHaveLength(5);
    expect(autocomplete('a', 12)).toHaveLength(12);
    expect(autocomplete('a', 0)).toEqual([]);
    expect(autocomplete('   ')).toEqual([]);
    expect(autocomplete('zzzzzz')).toEqual([]);
  });

  it('uses URL-safe, unique place ids', () => {
    const ids = nigerianStates.flatMap((s) => autocomplete(s.name, 1000).map((r) => r.placeId));
    for (const id of ids) expect(id).toMatch(/^ng(:[a-z0-9]+(-[a-z0-9]+)*){1,2}$/);
  });

  it('round-trips every suggestion through lookupPlace', () => {
    for (const state of nigerianStates) {
      for (const query of [state.name, state.capital, ...state.lgas]) {
        const results = autocomplete(query, 1000);
        expect(results.length, query).toBeGreaterThan(0);
        for (const { placeId, description } of results) {
          const place = lookupPlace(placeId);
          expect(place, placeId).toBeDefined();
          expect(place!.placeId).toBe(placeId);
          expect(place!.formattedAddress).toBe(description);
          expect(inNigeria(place!.coordinates), placeId).toBe(true);
        }
      }
    }
    // A local government named like a town of its state stands where the town does; the others at the capital.
    expect(lookupPlace('ng:lagos:ikeja')).toEqual({
      placeId: 'ng:lagos:ikeja',
      formattedAddress: 'Ikeja, Lagos, Nigeria',
      coordinates: [6.5965, 3.3421],
    });
    expect(lookupPlace('ng:lagos:lagos-mainland')?.coordinates).toEqual(capitalCoordinates.Lagos);
    expect(lookupPlace('ng:federal-capital-territory')?.formattedAddress).toBe('Federal Capital Territory, Nigeria');
  });

  it('returns undefined for unknown place ids', () => {
    expect(lookupPlace('ng:lagos:atlantis')).toBeUndefined();
    expect(lookupPlace('ng:atlantis')).toBeUndefined();
    expect(lookupPlace('')).toBeUndefined();
    expect(lookupPlace('ChIJ-some-google-id')).toBeUndefined();
  });

  it('exposes the same behaviour through offlineGeocoder', async () => {
    expect((await offlineGeocoder.autocomplete('Garki', 'Federal Capital Territory'))[0]?.placeId).toBe('ng:federal-capital-territory:garki');
    const results = await offlineGeocoder.autocomplete('Ikeja');
    expect(results[0]?.placeId).toBe('ng:lagos:ikeja');
    expect(await offlineGeocoder.place('ng:lagos:ikeja')).toEqual(lookupPlace('ng:lagos:ikeja'));
    expect(await offlineGeocoder.place('nope')).toBeUndefined();
  });
});

/** Thirty neighbourhoods people give as an address, by the state of their city. */
const NEIGHBOURHOODS: Readonly<Record<string, readonly string[]>> = {
  Lagos: ['Yaba', 'Surulere', 'Ikoyi', 'Victoria Island', 'Lekki', 'Ajah', 'Ikeja', 'Maryland', 'Gbagada', 'Festac', 'Obalende'],
  'Federal Capital Territory': ['Wuse', 'Garki', 'Maitama', 'Asokoro', 'Gwarinpa', 'Kubwa'],
  Oyo: ['Bodija', 'Dugbe', 'Mokola', 'Challenge', 'Ring Road'],
  Kano: ['Sabon Gari', 'Fagge', 'Nassarawa', 'Tarauni'],
  Rivers: ['Rumuokoro', 'Diobu', 'Trans Amadi', 'GRA'],
};

describe('gazetteer towns', () => {
  it('is the file scripts/generate-towns.ts makes from the installed package', async () => {
    expect(readFileSync(townsFilePath, 'utf8')).toBe(await townsFileText());
  });

  it('finds every town by its name in its state, under a URL-safe id, where it stands', () => {
    for (const town of nigerianTowns.towns as NigerianTown[]) {
      const placeId = `ng:${slugify(town.state)}:${slugify(town.name)}`;
      expect(placeId).toMatch(/^ng(:[a-z0-9]+(-[a-z0-9]+)*){2}$/);
      expect(autocomplete(town.name, 1000, town.state).map((r) => r.placeId), town.name).toContain(placeId);
      expect(lookupPlace(placeId)?.coordinates, placeId).toEqual(town.coordinates);
    }
  });

  it('finds neighbourhoods with their own coordinates', () => {
    expect(autocomplete('Yaba')[0]).toEqual({ placeId: 'ng:lagos:yaba', description: 'Yaba, Lagos, Nigeria' });
    expect(lookupPlace('ng:lagos:yaba')?.coordinates).toEqual([6.5059, 3.3601]);
    expect(autocomplete('Victoria Island')[0]?.description).toBe('Victoria Island, Lagos, Nigeria');
    // Garki is a neighbourhood of Abuja and a local government of Jigawa: each stands where it is.
    const garki = autocomplete('Garki').map((r) => r.placeId);
    expect(garki).toEqual(expect.arrayContaining(['ng:federal-capital-territory:garki', 'ng:jigawa:garki']));
    expect(lookupPlace('ng:federal-capital-territory:garki')?.coordinates).toEqual([9.0319, 7.4828]);
    expect(lookupPlace('ng:jigawa:garki')?.coordinates).toEqual(capitalCoordinates.Jigawa);
  });

  it("ranks the chosen state's places first, after exact and prefix matches", () => {
    expect(autocomplete('Garki', 5, 'Federal Capital Territory')[0]?.placeId).toBe('ng:federal-capital-territory:garki');
    expect(autocomplete('Garki', 5, 'Jigawa')[0]?.placeId).toBe('ng:jigawa:garki');
    expect(autocomplete('garki', 5, 'FCT')[0]?.placeId).toBe('ng:federal-capital-territory:garki');
    // A prefix match elsewhere comes before a match inside a word of the chosen state ("Eket" in "Esit Eket").
    expect(autocomplete('eket', 5, 'Lagos')[0]?.description).toBe('Eket, Akwa Ibom, Nigeria');
    expect(autocomplete('ik', 5, 'Lagos').map((r) => r.description)).toEqual([
      'Ikeja, Lagos, Nigeria',
      'Ikorodu, Lagos, Nigeria',
      'Ika, Akwa Ibom, Nigeria',
      'Ika North East, Delta, Nigeria',
      'Ika South, Delta, Nigeria',
    ]);
    // A state that is not Nigeria's ranks nothing first.
    expect(autocomplete('Garki', 5, 'Atlantis')).toEqual(autocomplete('Garki'));
  });

  it('finds 15 of 30 well-known neighbourhoods of Lagos, Abuja, Ibadan, Kano and Port Harcourt', () => {
    const found = Object.entries(NEIGHBOURHOODS).flatMap(([state, names]) =>
      names.filter((name) => {
        const first = autocomplete(name, 5, state)[0];
        return first !== undefined && first.description.endsWith(`, ${state}, Nigeria`) && lookupPlace(first.placeId)?.formattedAddress.startsWith(name);
      }),
    );
    // The package names none of Ikoyi, Ajah, Maryland, Gbagada, Obalende, Ibadan's five, Sabon Gari, Diobu,
    // Trans Amadi and GRA; Kano's local government is spelt Nasarawa.
    expect(found).toEqual([
      ...['Yaba', 'Surulere', 'Victoria Island', 'Lekki', 'Ikeja', 'Festac'],
      ...['Wuse', 'Garki', 'Maitama', 'Asokoro', 'Gwarinpa', 'Kubwa'],
      ...['Fagge', 'Tarauni', 'Rumuokoro'],
    ]);
  });
});
