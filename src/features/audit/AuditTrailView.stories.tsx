// The audit trail in each of its states: reading, found (a change, a creation, a removal, a hidden secret), filtered
// by person, record type and dates, paged, nothing found, and failed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { wiring } from '../../../.storybook/argTypes';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { useEffect, useState } from 'react';
import type { AuditList, AuditSearch } from './auditTrail.form';
import { pickStaff, pickerLogic, staffSuggestionsFixture } from '../../testing/schoolFixtures';
import { AuditTrailView, auditTrailMessages } from './AuditTrailView';

const admin = { id: '4f7c2a10-0000-4000-8000-000000000010', name: 'Tunde Bakare', email: 'admin@demo.test' };

const trail: AuditList = {
  page: 1,
  limit: 20,
  total: 3,
  recordTypes: ['Class', 'Event', 'Staff'],
  records: [
    {
      id: '7d1c0000-0000-4000-8000-000000000001',
      at: '2026-11-23T14:05:00.000Z',
      person: admin,
      organisationType: 'State',
      operationId: 'updateClass',
      operation: 'Update class',
      recordType: 'Class',
      recordId: '7d1c0000-0000-4000-8000-0000000000c1',
      changes: [
        {
          recordType: 'Class',
          recordId: '7d1c0000-0000-4000-8000-0000000000c1',
          recordName: 'JSS 1',
          action: 'changed',
          fields: [{ field: 'description', label: 'Description', before: 'Junior year', after: 'First junior year', beforeText: 'Junior year', afterText: 'First junior year' }],
        },
        {
          recordType: 'Role access',
          recordId: '7d1c0000-0000-4000-8000-0000000000a1',
          recordName: null,
          action: 'changed',
          fields: [
            {
              field: 'organisationId',
              label: 'Organisation',
              before: '7d1c0000-0000-4000-8000-0000000000d1',
              after: '7d1c0000-0000-4000-8000-0000000000d2',
              beforeText: 'District I',
              afterText: 'Agege JGS',
            },
          ],
        },
      ],
    },
    {
      id: '7d1c0000-0000-4000-8000-000000000002',
      at: '2026-11-23T13:00:00.000Z',
      person: admin,
      organisationType: 'State',
      operationId: 'deleteEvent',
      operation: 'Delete event',
      recordType: 'Event',
      recordId: '7d1c0000-0000-4000-8000-0000000000e1',
      changes: [
        {
          recordType: 'Event',
          recordId: '7d1c0000-0000-4000-8000-0000000000e1',
          recordName: null,
          action: 'removed',
          fields: [{ field: 'name', label: 'Name', before: 'Sports Day', beforeText: 'Sports Day' }],
        },
      ],
    },
    {
      id: '7d1c0000-0000-4000-8000-000000000003',
      at: '2026-11-22T09:30:00.000Z',
      person: { id: '4f7c2a10-0000-4000-8000-000000000011', name: 'Ibrahim Musa', email: 'teacher5@lagos.edu.test' },
      organisationType: null,
      operationId: 'resetPassword',
      operation: 'Reset password',
      recordType: 'Staff',
      recordId: '4f7c2a10-0000-4000-8000-000000000011',
      changes: [
        {
          recordType: 'Staff',
          recordId: '4f7c2a10-0000-4000-8000-000000000011',
          recordName: 'Ibrahim Musa',
          action: 'changed',
          fields: [
            { field: 'passwordHash', label: 'Password', hidden: true },
            { field: 'accountStatus', label: 'Account status', before: 'ResetPassword', after: 'Active', beforeText: 'ResetPassword', afterText: 'Active' },
          ],
        },
      ],
    },
  ],
};

const meta = {
  title: 'Audit/Audit trail',
  component: AuditTrailView,
  args: {
    title: 'Audit Trail',
    search: {},
    list: trail,
    isLoading: false,
    error: null,
    onRetry: fn(),
    onSearchChange: fn(),
    onDownload: fn(async () => {}),
    staffAutocompleteLogic: pickerLogic(),
  },
  argTypes: {
    title: { control: 'text' },
    isLoading: { control: 'boolean', description: 'A read is on its way.' },
    error: { control: 'text', description: 'Why the read failed; empty when it did not.' },
    list: { control: 'object', description: 'The page of changes read, and how many there are.' },
    search: { control: 'object', description: 'The filters, as the address holds them.' },
    onRetry: { control: false },
    onSearchChange: { control: false },
    onDownload: { control: false },
    staffAutocompleteLogic: wiring,
  },
} satisfies Meta<typeof AuditTrailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first read on its way. */
export const Loading: Story = {
  args: { list: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: auditTrailMessages.searching })).toBeVisible();
  },
};

/** A page of changes: each record's fields before → after, a removal's old values, a secret only said to have changed. */
export const Found: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing 1–3 of 3 changes')).toBeVisible();
    await expect(canvas.getByText('Description: Junior year → First junior year')).toBeVisible();
    await expect(canvas.getByText('Name: was Sports Day')).toBeVisible();
    // Records by their names, never their ids; operations and fields in words.
    await expect(canvas.getByText('Organisation: District I → Agege JGS')).toBeVisible();
    await expect(canvas.getByText('Update class')).toBeVisible();
    await expect(canvas.getByText('Staff Ibrahim Musa changed')).toBeVisible();
    await expect(canvas.getByText('Password: changed (hidden)')).toBeVisible();
    await expect(canvas.getByText('Signed out')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download spreadsheet' }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

/** Filtered by person, record type and dates, as a shared link would open it. */
export const Filtered: Story = {
  args: {
    search: { person: admin.id, personName: admin.name, recordType: 'Class', startDate: '2026-11-01', endDate: '2026-11-30' },
    list: { ...trail, total: 1, records: trail.records.slice(0, 1) },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Person' })).toHaveValue(admin.name);
    await expect(canvas.getByText('Showing the one change')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({});
  },
};

/** Choosing a person from the staff autocomplete filters by them, from the first page. */
export const ChoosingAPerson: Story = {
  args: { search: { page: 2 } },
  play: async ({ canvas, args }) => {
    const [first] = staffSuggestionsFixture;
    await pickStaff(canvas.getByRole('combobox', { name: 'Person' }), 'Ada', first!.name);
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith({ person: first!.id, personName: first!.name, page: undefined }));
  },
};

/**
 * The address comes to name a person after the page was drawn (a link, Back): the person box shows them, so a filter
 * that is on is never beside an empty box.
 */
export const PersonFromTheAddress: Story = {
  render: function AddressNamingAPerson(args) {
    const [search, setSearch] = useState<AuditSearch>({});
    useEffect(() => setSearch({ person: admin.id, personName: admin.name }), []);
    return <AuditTrailView {...args} search={search} />;
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Person' })).toHaveValue(admin.name));
  },
};

/** More changes than a page holds: the pages move back and forth. */
export const Paged: Story = {
  args: { search: { page: 2 }, list: { ...trail, page: 2, limit: 3, total: 8 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing 4–6 of 8 changes')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ page: 3 });
  },
};

/** Nothing matches the filters. */
export const NoneFound: Story = {
  args: { search: { recordType: 'Class' }, list: { ...trail, total: 0, records: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(auditTrailMessages.none)).toBeVisible();
  },
};

/** The read failed: why, and a way to try again. */
export const Failed: Story = {
  args: { list: null, error: 'The server could not be reached' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The server could not be reached')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
