// Story data: registered states as GET /super-admin/states lists them.
import type { StateSummary } from '../features/superAdmin/SuperAdminView';

export const states: StateSummary[] = [
  {
    id: '5a1e7c2d-8b3f-4e6a-9c1d-2f3e4a5b6c7d',
    name: 'Kano',
    country: 'Nigeria',
    accountStatus: 'Unverified',
    owner: { id: '6b2f8d3e-9c4a-4f7b-8d2e-3a4b5c6d7e8f', firstName: 'Hauwa', lastName: 'Sani', email: 'pending@demo.test' },
    createdAt: '2026-05-09T10:12:00.000Z',
    reviewNote: null,
  },
  {
    id: '3f0c8b8e-5b1a-4d6e-9a57-0c1d2e3f4a50',
    name: 'Lagos',
    country: 'Nigeria',
    accountStatus: 'Active',
    owner: { id: '7d3c2a1b-0e9f-4a8b-8c7d-6e5f4a3b2c1d', firstName: 'Tunde', lastName: 'Bakare', email: 'admin@demo.test' },
    createdAt: '2025-01-06T09:00:00.000Z',
    reviewNote: null,
  },
  {
    id: '8c4d9e0f-1a2b-4c3d-8e5f-6a7b8c9d0e1f',
    name: 'Oyo',
    country: 'Nigeria',
    accountStatus: 'Suspended',
    owner: { id: '9d5e0f1a-2b3c-4d4e-9f6a-7b8c9d0e1f2a', firstName: 'Folake', lastName: 'Adeyemi', email: 'oyo.admin@example.ng' },
    createdAt: '2026-03-02T14:30:00.000Z',
    reviewNote: 'The registration letter was not signed by the Commissioner. Please register again with a signed letter.',
  },
];
