// What the staff and student import routes share: the import actor, whose upload uses the session's token through the
// API's upload transport, and its view. The '-' prefix keeps this file out of the route tree.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { sessionApiHooks } from '../../machines/session.machine';
import { spreadsheetImportMachine, xhrUploadSheet, type ImportKind } from '../../features/imports/spreadsheetImport.machine';
import { useAppServices } from '../../services/AppServices';
import { SpreadsheetImportView } from '../../features/imports/SpreadsheetImportView';

export function SpreadsheetImportPage({ kind, listHref }: { kind: ImportKind; listHref: string }) {
  const { session } = useAppServices();
  const logic = useMemo(() => spreadsheetImportMachine.provide({ actors: { uploadSheet: xhrUploadSheet(sessionApiHooks(session)) } }), [session]);
  const actor = useActorRef(logic, { input: { kind } });
  return <SpreadsheetImportView actor={actor} listHref={listHref} />;
}
