// /audit-trail: who changed what, when and from which organisation. The filters live in the URL, so the route owns
// them; this view shows them, a page of the trail (each change as its fields before → after), the pages, and the
// download of the filtered trail as audit.xlsx.
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { staffAutocompleteMachine, type StaffAutocompleteLogic } from '../../machines/staffAutocomplete.machine';
import { formatClockTime, formatDate } from '../../lib/date';
import {
  fieldChangeOf,
  pageCountOf,
  type AuditList,
  type AuditRecord,
  type AuditSearch,
} from './auditTrail.form';
import { Button, ProgressBar, StaticCell, StaticColumn, StaticRow, StaticTable, StaticTableBody, StaticTableHeader } from '../../ui';
import { IsoDatePicker } from '../../shared/IsoDatePicker';
import { FilterGroup } from '../../shared/FilterPanel';
import { PageHeader } from '../../shared/PageHeader';
import { StaffPicker } from '../../shared/StaffAutocomplete';
import { ChoiceSelect } from '../../shared/ChoiceSelect';
import { RetryBanner } from '../../shared/RetryBanner';
import { appLocale } from '../../lib/locale';
import './audit.css';

const counts = new Intl.NumberFormat(appLocale);

export const auditTrailMessages = {
  intro: 'Every change made in your organisation: who made it, when, from where, and what it changed. Nobody can edit or delete it.',
  none: 'No changes match these filters.',
  searching: 'Reading the audit trail',
  found: (list: AuditList) =>
    list.total === 0
      ? ''
      : list.total === 1
        ? 'Showing the one change'
        : `Showing ${counts.format((list.page - 1) * list.limit + 1)}–${counts.format(Math.min(list.total, list.page * list.limit))} of ${counts.format(list.total)} changes`,
  page: (list: AuditList) => `Page ${list.page} of ${pageCountOf(list)}`,
} as const;

export interface AuditTrailViewProps {
  title: string;
  search: AuditSearch;
  /** The last answer; null before the first. */
  list: AuditList | null;
  isLoading: boolean;
  /** Why the last read failed, if it did. */
  error: string | null;
  onRetry: () => void;
  /** The filters (and page) the user chose; the route writes them to the URL. */
  onSearchChange: (search: AuditSearch) => void;
  /** Downloads the filtered trail as audit.xlsx. */
  onDownload: () => Promise<void>;
  /** The person filter's autocomplete (stories give it a stand-in search). */
  staffAutocompleteLogic?: StaffAutocompleteLogic;
}

function Changes({ record }: { record: AuditRecord }) {
  return (
    <ul className="AuditTrail-changes">
      {record.changes.map((change) => (
        <li key={`${change.recordType}:${change.recordId}:${change.action}`}>
          <span className="AuditTrail-changeTitle">
            {change.recordType}
            {change.recordName ? ` ${change.recordName}` : ''} {change.action}
          </span>
          {change.fields.length > 0 && (
            <ul className="AuditTrail-fields">
              {change.fields.map((field) => (
                <li key={field.field}>{fieldChangeOf(field, change.action)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The person the address filters by, as the person box shows them. */
const personOf = ({ person, personName }: AuditSearch) => (person ? { id: person, name: personName ?? 'Chosen person' } : null);

function AuditFilters({ search, recordTypes, onSearchChange, staffAutocompleteLogic }: Pick<AuditTrailViewProps, 'search' | 'onSearchChange'> & { recordTypes: string[]; staffAutocompleteLogic: StaffAutocompleteLogic }) {
  const person = useActorRef(staffAutocompleteLogic, { input: { chosen: personOf(search) } });
  // The box follows the address, whatever changes it: clearing the filters (or Back to a search without a person)
  // empties it, and a person the address comes to name after the box was made is shown in it, never an empty box
  // beside a filter that is on.
  useEffect(() => {
    const held = person.getSnapshot().context.chosen;
    const named = personOf({ person: search.person, personName: search.personName });
    if (!named) {
      if (held) person.send({ type: 'autocomplete.typed', query: '' });
    } else if (held?.id !== named.id) {
      person.send({ type: 'autocomplete.chosen', staff: named });
    }
  }, [search.person, search.personName, person]);
  const change = (changes: Partial<AuditSearch>) => onSearchChange({ ...search, ...changes, page: undefined });
  const types = [...new Set([...recordTypes, ...(search.recordType ? [search.recordType] : [])])].map((name) => ({ id: name, name }));
  return (
    <FilterGroup isClear={Object.values(search).every((value) => value === undefined)} onClear={() => onSearchChange({})}>
      <StaffPicker
        label="Person"
        description="Type a name or email, then choose who made the changes."
        actor={person}
        onChange={(staff) => change({ person: staff?.id, personName: staff?.name })}
      />
      <ChoiceSelect label="Record type" noneLabel="Any" value={search.recordType ?? ''} options={types} onChange={(value) => change({ recordType: value || undefined })} />
      <IsoDatePicker label="From" value={search.startDate ?? ''} maxValue={search.endDate} onChange={(value) => change({ startDate: value || undefined })} />
      <IsoDatePicker label="To" value={search.endDate ?? ''} minValue={search.startDate} onChange={(value) => change({ endDate: value || undefined })} />
    </FilterGroup>
  );
}

function DownloadButton({ onDownload }: Pick<AuditTrailViewProps, 'onDownload'>) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    // A failure is notified by the API client's middleware; the button is usable again either way.
    onDownload()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="secondary" onPress={download} isPending={busy}>
      Download spreadsheet
    </Button>
  );
}

export function AuditTrailView({ title, search, list, isLoading, error, onRetry, onSearchChange, onDownload, staffAutocompleteLogic = staffAutocompleteMachine }: AuditTrailViewProps) {
  const page = list?.page ?? 1;
  const toPage = (next: number) => onSearchChange({ ...search, page: next });
  return (
    <div className="AuditTrail">
      <PageHeader title={title} intro={auditTrailMessages.intro} actions={<DownloadButton onDownload={onDownload} />} />
      <AuditFilters search={search} recordTypes={list?.recordTypes ?? []} onSearchChange={onSearchChange} staffAutocompleteLogic={staffAutocompleteLogic} />
      <h2 id="audit-results" className="AuditTrail-heading">
        Changes
      </h2>
      <div role="status" aria-live="polite" className="AuditTrail-summary">
        {isLoading ? <ProgressBar label={auditTrailMessages.searching} isIndeterminate /> : list && !error && <p>{auditTrailMessages.found(list)}</p>}
      </div>
      {error && <RetryBanner message={error} onRetry={onRetry} />}
      {(list || !error) && (
        <div aria-busy={isLoading}>
          <StaticTable aria-labelledby="audit-results" className="AuditTrail-table">
            <StaticTableHeader>
              <StaticColumn>When</StaticColumn>
              <StaticColumn>Person</StaticColumn>
              <StaticColumn>Organisation</StaticColumn>
              <StaticColumn>Operation</StaticColumn>
              <StaticColumn>Record</StaticColumn>
              <StaticColumn>Before → after</StaticColumn>
            </StaticTableHeader>
            <StaticTableBody items={list?.records ?? []} emptyText={isLoading || !list ? auditTrailMessages.searching : auditTrailMessages.none}>
              {(record) => (
                <StaticRow>
                  <StaticCell isRowHeader>
                    {formatDate(record.at)} {formatClockTime(record.at)}
                  </StaticCell>
                  <StaticCell>{record.person ? record.person.name : '(account removed)'}</StaticCell>
                  <StaticCell>{record.organisationType ?? 'Signed out'}</StaticCell>
                  <StaticCell>{record.operation}</StaticCell>
                  <StaticCell>{record.recordType}</StaticCell>
                  <StaticCell>
                    <Changes record={record} />
                  </StaticCell>
                </StaticRow>
              )}
            </StaticTableBody>
          </StaticTable>
        </div>
      )}
      {list && list.total > list.limit && (
        <nav className="AuditTrail-pages" aria-label="Pages">
          <Button variant="secondary" onPress={() => toPage(page - 1)} isDisabled={page <= 1}>
            Previous page
          </Button>
          <span>{auditTrailMessages.page(list)}</span>
          <Button variant="secondary" onPress={() => toPage(page + 1)} isDisabled={page >= pageCountOf(list)}>
            Next page
          </Button>
        </nav>
      )}
    </div>
  );
}
