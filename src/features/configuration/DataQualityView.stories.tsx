// Data quality (/configuration/data-quality) with its counts and a section that could not be read; the records behind
// a number (/configuration/records) for staff (with staffs.xlsx), students and schools, each row opening where the
// record is fixed; and the district dashboard (/dashboard/district).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createActor } from 'xstate';
import { storyRouter, storyServices, withMemoryRouter, withServices } from '../../../.storybook/appServices';
import { spreadsheetDownloadMachine } from '../../machines/spreadsheetDownload.machine';
import { defaultTerminology } from '../../services/terminology';
import { DownloadButton } from '../../shared/DownloadButton';
import type { TableSort } from '../../shared/listSearch.form';
import { staffListFixture } from '../../testing/staffFixtures';
import { studentListFixture } from '../../testing/studentFixtures';
import { schoolsFixture } from '../../testing/schoolFixtures';
import { DataQualityView } from './DataQualityView';
import { DistrictDashboardView } from './DistrictDashboardView';
import { RecordsView, type RecordsFound } from './RecordsView';
import { districtFiguresFixture, schoolQualityFixture, staffQualityFixture, studentQualityFixture } from '../../testing/configurationFixtures';

const meta = {
  title: 'Configuration/Data quality, records and districts',
  decorators: [withServices, withMemoryRouter],
  parameters: { layout: 'padded' },
  loaders: [async () => ({ services: await storyServices(), router: await storyRouter('/configuration/data-quality') })],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn();
const read = <T,>(list: T) => ({ list, error: null });

/** Each list's counts for the state and each district; a count opens its records, a zero is plain. */
export const DataQuality: Story = {
  render: () => (
    <DataQualityView
      counts={{ staff: read(staffQualityFixture), students: read(studentQualityFixture), schools: read(schoolQualityFixture) }}
      terms={defaultTerminology}
      onRetry={onRetry}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Data Quality' })).toBeVisible();
    const staff = canvas.getByRole('table', { name: 'Staff' });
    await expect(within(staff).getByRole('link', { name: '5 staff, no oracle number, Whole state' })).toHaveAttribute('href', '/configuration/records?kind=staff&problem=noOracleNumber');
    await expect(within(staff).getByRole('link', { name: '3 staff, no oracle number, District I' })).toHaveAttribute(
      'href',
      '/configuration/records?kind=staff&problem=noOracleNumber&district=3f1c2a4e-0000-4000-8000-000000000001',
    );
    await expect(within(canvas.getByRole('table', { name: 'Schools' })).getByRole('link', { name: '2 schools, no principal, Whole state' })).toBeVisible();
  },
};

/** The header at once, while the counts are read. */
export const DataQualityReading: Story = {
  render: () => <DataQualityView counts={null} terms={defaultTerminology} onRetry={onRetry} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Data Quality' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Reading the counts' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A role that reads staff only, and a read refused: said in its section, with a way to read again. */
export const DataQualityPartly: Story = {
  render: () => (
    <DataQualityView counts={{ staff: { list: null, error: 'The counts could not be read' }, students: null, schools: null }} terms={defaultTerminology} onRetry={onRetry} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Students' })).toBeNull();
    await expect(canvas.getByText('The counts could not be read')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

const onSortChange = fn();
const fileNames = { staff: 'staffs.xlsx', students: 'students.xlsx', schools: 'schools.xlsx' } as const;

const records = (found: RecordsFound, title: string, sort?: TableSort) => (
  <RecordsView
    title={title}
    found={found}
    terms={defaultTerminology}
    back={{ href: '/configuration', label: 'Back to the retirement forecast' }}
    actions={<DownloadButton actor={createActor(spreadsheetDownloadMachine, { input: { fileName: fileNames[found.kind] } }).start()} onDownload={fn()} />}
    sort={sort}
    onSortChange={onSortChange}
    error={null}
    isLoading={false}
    onRetry={onRetry}
  />
);

/** The staff behind a forecast number, each opening their record; the list downloads as staffs.xlsx. */
export const StaffRecords: Story = {
  render: () => records({ kind: 'staff', list: staffListFixture }, 'Staff retiring in 2027'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff retiring in 2027' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Download staffs.xlsx/ })).toBeVisible();
    await expect((await canvas.findAllByRole('row'))[1]).toHaveAttribute('data-href', '/staff-management/00000000-0000-4000-8000-000000000000');
  },
};

/** The students behind a count, each opening their record, sorted by admission number; the list downloads as students.xlsx. */
export const StudentRecords: Story = {
  render: () => records({ kind: 'students', list: studentListFixture }, 'Students: No class', { column: 'admissionNumber', direction: 'ascending' }),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Students: No class' });
    await expect(grid).toBeVisible();
    await expect(canvas.getByText('Showing all 6 students found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Download students.xlsx/ })).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: /Admission number/ })).toHaveAttribute('aria-sort', 'ascending');
    // A sortable heading asks for the list in its order; the school's column too.
    await userEvent.click(within(grid).getByRole('columnheader', { name: /School/ }));
    await expect(onSortChange).toHaveBeenCalledWith({ column: 'school', direction: 'ascending' });
  },
};

/** The schools behind a count, each opening its edit page; the list (by name: the school search has no other order) downloads as schools.xlsx. */
export const SchoolRecords: Story = {
  render: () => records({ kind: 'schools', list: { foundSchools: schoolsFixture, total: schoolsFixture.length } }, 'Schools: No principal'),
  play: async ({ canvas }) => {
    const row = await canvas.findByRole('row', { name: /^Badagry Technical College/ });
    await expect(row).toHaveAttribute('data-href', '/dashboard/school-management/edit-school/7286d278-9ad6-425f-828d-bfcf26677a4c');
    await expect(canvas.getByRole('button', { name: /Download schools.xlsx/ })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Category' })).not.toHaveAttribute('aria-sort');
  },
};

/** Each district with its status and counts, its name opening its details. */
export const Districts: Story = {
  render: () => <DistrictDashboardView title="District Dashboard" districts={districtFiguresFixture} error={null} terms={defaultTerminology} onRetry={onRetry} />,
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /^Epe/ });
    await expect(row).toHaveTextContent('Pending');
    await expect(within(row).getByRole('link', { name: 'Epe' })).toHaveAttribute('href', '/district-creation/verify-district/district-pending-info?id=3f1c2a4e-0000-4000-8000-000000000003');
    await expect(canvas.getByRole('row', { name: /^District I\b/ })).toHaveTextContent('5,120');
  },
};

/** The districts could not be read: said with a way to read again. */
export const DistrictsFailed: Story = {
  render: () => <DistrictDashboardView title="District Dashboard" districts={null} error="The districts could not be read" terms={defaultTerminology} onRetry={onRetry} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The districts could not be read')).toBeVisible();
  },
};
