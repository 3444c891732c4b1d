// Contract-typed districts for the district machine's tests and the district screens' stories.
import type { components } from '../api/schema.gen';

type District = components['schemas']['District'];

export function districtFixture(overrides: Partial<District> = {}): District {
  return {
    id: '7b2e4c6a-0000-4000-8000-000000000001',
    name: 'Ikeja North',
    country: 'Nigeria',
    state: 'Lagos',
    localGovernment: 'Ikeja',
    address: '3 Obafemi Awolowo Way, Ikeja',
    addressCoordinates: { coordinates: [6.6018, 3.3515] },
    districtPhoneNumbers: [{ code: '+234', number: '8031234567' }],
    districtEmails: ['ikejanorth@lagos.edu.test', 'office@ikejanorth.lagos.edu.test'],
    accountStatus: 'pending',
    reviewNote: null,
    createdBy: { id: '7b2e4c6a-0000-4000-8000-000000000002', firstName: 'Tunde', lastName: 'Bakare' },
    createdAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}
