// The public reference calls through the real app: enumerations, states with their local governments, and the
// offline geocoder behind the address widget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { bearer, call, expectBadRequest, forgedAccessToken } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(async () => {
  await t?.close();
});

type StateLgas = { name: string; lgas: string[] };

describe('allEnums', () => {
  it('answers every enumeration with all 37 states and their 774 local governments', async () => {
    const response = await call(t, 'allEnums', { method: 'GET', url: '/api/generic-apis/all-enum' }, 200);
    const body = response.json() as { fullStateEnum: { country: string; states: StateLgas[] }[]; gender: string[]; titleEnum: string[] };
    expect(body.gender).toEqual(['male', 'female']);
    expect(body.titleEnum[0]).toBe('Mr');
    const nigeria = body.fullStateEnum.find((entry) => entry.country === 'Nigeria');
    expect(nigeria?.states).toHaveLength(37);
    expect(nigeria?.states.reduce((n, s) => n + s.lgas.length, 0)).toBe(774);
  });

  it('is public: a stale or forged token does not stand in its way', async () => {
    await call(t, 'allEnums', { method: 'GET', url: '/api/generic-apis/all-enum', headers: bearer(await forgedAccessToken(crypto.randomUUID())) }, 200);
    await call(t, 'allEnums', { method: 'GET', url: '/api/generic-apis/all-enum/', headers: { authorization: 'Bearer garbage' } }, 200);
  });
});

describe('listStatesAndLocalGovernments', () => {
  it('answers the 37 states with their local governments, by name', async () => {
    const response = await call(t, 'listStatesAndLocalGovernments', { method: 'GET', url: '/api/district/list-of-states-and-local-governments' }, 200);
    const { states } = response.json() as { states: StateLgas[] };
    expect(states).toHaveLength(37);
    expect(states.reduce((n, s) => n + s.lgas.length, 0)).toBe(774);
    expect(states.find((s) => s.name === 'Lagos')?.lgas).toContain('Ikeja');
    expect(states.map((s) => s.name)).toContain('Federal Capital Territory');
  });
});

describe('autocompletePlaces', () => {
  const autocomplete = (query: string) => ({ method: 'GET' as const, url: `/api/geocoder/autocomplete${query}` });

  it('suggests places for what was typed, best match first', async () => {
    const response = await call(t, 'autocompletePlaces', autocomplete('?input=ikeja'), 200);
    const { predictions } = response.json() as { predictions: { placeId: string; description: string }[] };
    expect(predictions[0]).toEqual({ placeId: 'ng:lagos:ikeja', description: 'Ikeja, Lagos, Nigeria' });
    expect(predictions.length).toBeLessThanOrEqual(10);
    const lagos = (await call(t, 'autocompletePlaces', autocomplete(`?input=${encodeURIComponent('Lagos State')}`), 200)).json() as { predictions: { placeId: string }[] };
    expect(lagos.predictions[0]?.placeId).toBe('ng:lagos');
  });

  it('suggests towns, those of the state named first', async () => {
    const predictions = async (query: string) =>
      ((await call(t, 'autocompletePlaces', autocomplete(query), 200)).json() as { predictions: { placeId: string; description: string }[] }).predictions;
    expect((await predictions('?input=Yaba'))[0]).toEqual({ placeId: 'ng:lagos:yaba', description: 'Yaba, Lagos, Nigeria' });
    expect((await predictions(`?input=Garki&state=${encodeURIComponent('Federal Capital Territory')}`))[0]?.placeId).toBe('ng:federal-capital-territory:garki');
    expect((await predictions('?input=Garki&state=Jigawa'))[0]?.placeId).toBe('ng:jigawa:garki');
    expect(await predictions('?input=Garki&state=Atlantis')).toEqual(await predictions('?input=Garki'));
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await call(t, 'autocompletePlaces', autocomplete('?input=zzzzzz'), 200)).json()).toEqual({ predictions: [] });
  });

  it('answers 400 naming input when it is missing, too short, too long or repeated', async () => {
    await expectBadRequest(t, 'autocompletePlaces', autocomplete(''), 'input');
    await expectBadRequest(t, 'autocompletePlaces', autocomplete('?input=a'), 'input');
    await expectBadRequest(t, 'autocompletePlaces', autocomplete(`?input=${'a'.repeat(201)}`), 'input');
    await expectBadRequest(t, 'autocompletePlaces', autocomplete('?input=ikeja&input=lagos'), 'input');
    await expectBadRequest(t, 'autocompletePlaces', autocomplete(`?input=ikeja&state=${'a'.repeat(101)}`), 'state');
  });
});

describe('viewPlace', () => {
  const place = (id: string) => ({ method: 'GET' as const, url: `/api/geocoder/place/${encodeURIComponent(id)}` });

  it("answers a suggestion's formatted address and coordinates", async () => {
    const response = await call(t, 'viewPlace', place('ng:lagos:ikeja'), 200);
    const body = response.json() as { placeId: string; formattedAddress: string; coordinates: [number, number] };
    expect(body).toMatchObject({ placeId: 'ng:lagos:ikeja', formattedAddress: 'Ikeja, Lagos, Nigeria' });
    const [latitude, longitude] = body.coordinates;
    expect(latitude).toBeGreaterThan(4);
    expect(latitude).toBeLessThan(14);
    expect(longitude).toBeGreaterThan(2.5);
    expect(longitude).toBeLessThan(15);
    await call(t, 'viewPlace', { method: 'GET', url: '/api/geocoder/place/ng:federal-capital-territory' }, 200);
    const garki = (await call(t, 'viewPlace', place('ng:federal-capital-territory:garki'), 200)).json();
    expect(garki).toEqual({ placeId: 'ng:federal-capital-territory:garki', formattedAddress: 'Garki, Federal Capital Territory, Nigeria', coordinates: [9.0319, 7.4828] });
  });

  it('answers 404 for an unknown place and 400 naming placeId for one too long', async () => {
    await call(t, 'viewPlace', place('ng:lagos:atlantis'), 404);
    await call(t, 'viewPlace', place('ChIJ-a-google-place-id'), 404);
    await expectBadRequest(t, 'viewPlace', place('x'.repeat(301)), 'placeId');
    // Long but allowed by the contract: looked up, not refused by the router.
    await call(t, 'viewPlace', place('ng:'.padEnd(300, 'x')), 404);
    const overlong = await call(t, 'viewPlace', place('x'.repeat(5000)), 400);
    expect(overlong.json()).toMatchObject({ code: 'PARAM_TOO_LONG', message: expect.any(String) });
    const badEncoding = await call(t, 'viewPlace', { method: 'GET', url: '/api/geocoder/place/%E0%A4%A' }, 400);
    expect(badEncoding.json()).toMatchObject({ code: 'BAD_URL' });
  });
});
