// Sample roles and a part of the permission catalogue for the role screens' stories, typed from the contract.
import type { Permission, Role } from '../features/roles/roles.form';

const permission = (operation: string, name: string, category: string): Permission => ({ operation, name, description: `${name}.`, category, restriction: 'State', heldBy: ['State'] });

export const catalogueFixture: Permission[] = [
  permission('calendar.manage', 'Manage calendar', 'Events & Calendar'),
  permission('calendar.view', 'View calendar', 'Events & Calendar'),
  permission('class.create', 'Create classes', 'Class Management'),
  permission('class.update', 'Edit classes', 'Class Management'),
  permission('class.view', 'View classes', 'Class Management'),
  permission('staff.create', 'Create staff', 'Staff Management'),
  permission('staff.update', 'Edit staff', 'Staff Management'),
  permission('staff.view', 'View staff', 'Staff Management'),
].sort((a, b) => a.category.localeCompare(b.category) || a.operation.localeCompare(b.operation));

const organisation = { id: '3f0c8b8e-5b1a-4d6e-9a57-0c1d2e3f4a50', name: 'Lagos', type: 'State' as const };

export const rolesFixture: Role[] = [
  {
    id: '7d1e0c55-1111-4c6e-8a57-0c1d2e3f4a01',
    name: 'Data Officer',
    description: 'Keeps staff records up to date.',
    permissions: ['staff.view', 'staff.create', 'staff.update'],
    organisation,
    createdAt: '2026-01-05T09:00:00.000Z',
  },
  {
    id: '7d1e0c55-2222-4c6e-8a57-0c1d2e3f4a02',
    name: 'Schools Inspector',
    description: null,
    permissions: ['class.view', 'calendar.view'],
    organisation,
    createdAt: '2026-01-06T09:00:00.000Z',
  },
];
