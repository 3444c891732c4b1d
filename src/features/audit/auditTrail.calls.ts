// The audit trail (GET /audit/search, GET /audit/audit.xlsx), described once: a page of it, and its download.
import { portalClient } from '../../api/client';
import { dataOf, errorMessage, isAbort } from '../../api/errors';
import { saveFile } from '../../lib/saveFile';
import { shownRead } from '../../shared/calls';
import { auditDownloadQueryOf, auditQueryOf, type AuditList, type AuditSearch } from './auditTrail.form';

export const auditTrail = {
  /** A page of the trail for a page that shows its own failure: the list, or why there is none. */
  searchShown: async (search: AuditSearch, signal: AbortSignal): Promise<{ list: AuditList | null; error: string | null }> => {
    try {
      return { list: dataOf(await portalClient.GET('/audit/search', { params: { query: auditQueryOf(search) }, ...shownRead(signal) })), error: null };
    } catch (error) {
      if (isAbort(error)) throw error;
      return { list: null, error: errorMessage(error) };
    }
  },

  /** Saves the filtered trail as audit.xlsx; a failure is notified by the client's middleware. */
  download: async (search: AuditSearch) => {
    const blob = dataOf(await portalClient.GET('/audit/audit.xlsx', { params: { query: auditDownloadQueryOf(search) }, parseAs: 'blob' })) as unknown as Blob;
    saveFile(blob, 'audit.xlsx');
  },
};
