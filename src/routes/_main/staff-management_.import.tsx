// /staff-management/import: staff from a spreadsheet in two steps (POST /staff/upload-multiple, then
// POST /staff/create-multiple/{id}). Not nested in /staff-management, whose filter lists it does not need.
import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../services/pages';
import { SpreadsheetImportPage } from './-imports';

export const Route = createFileRoute('/_main/staff-management_/import')({
  staticData: { title: pageTitles.staffImport, crumbParent: '/staff-management' },
  component: StaffImportPage,
});

function StaffImportPage() {
  return <SpreadsheetImportPage kind="staff" listHref="/staff-management" />;
}
