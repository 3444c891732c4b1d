// What the staff and student import routes share: the import actor and its view. The '-' prefix keeps this file out
// of the route tree.
import { useActorRef } from '@xstate/react';
import { spreadsheetImportMachine, type ImportKind } from '../../features/imports/spreadsheetImport.machine';
import { SpreadsheetImportView } from '../../features/imports/SpreadsheetImportView';

export function SpreadsheetImportPage({ kind, listHref }: { kind: ImportKind; listHref: string }) {
  const actor = useActorRef(spreadsheetImportMachine, { input: { kind } });
  return <SpreadsheetImportView actor={actor} listHref={listHref} />;
}
