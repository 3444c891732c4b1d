// /student-management/import: students from a spreadsheet in two steps (POST /student/upload-multiple, then
// POST /student/create-multiple/{id}). Not nested in /student-management, so it stands whatever that page reads.
import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../services/pages';
import { SpreadsheetImportPage } from './-imports';

export const Route = createFileRoute('/_main/student-management_/import')({
  staticData: { title: pageTitles.studentImport, crumbParent: '/student-management' },
  component: StudentImportPage,
});

function StudentImportPage() {
  return <SpreadsheetImportPage kind="student" listHref="/student-management" />;
}
