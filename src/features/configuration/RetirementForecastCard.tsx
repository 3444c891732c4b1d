// The retirement forecast (GET /state/retirement-forecast) under the criteria: for each district and staff type, how
// many staff are past a limit (overdue) and how many reach one in this calendar year and each of the next four; each
// number opens those staff (/configuration/records), a list that downloads as staffs.xlsx. It reads again as soon as
// the criteria are saved (the retirementForecast actor), the last numbers staying meanwhile.
import { useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import type { Terminology } from '../../services/terminology';
import { ProgressBar, StaticCell, StaticColumn, StaticRow, StaticTable, StaticTableBody, StaticTableHeader } from '../../ui';
import { RetryBanner } from '../../shared/RetryBanner';
import { CountLink } from './CountLink';
import { forecastHref, type RetirementForecast, type RetirementForecastRow } from './configuration.form';
import type { RetirementForecastActor } from './retirementForecast.machine';

type ShownRow = { id: string; name: string; staffType: string; counts: RetirementForecastRow | RetirementForecast['total']; row: RetirementForecastRow | null; linked: boolean };

function rowsOf(forecast: RetirementForecast, terms: Terminology): ShownRow[] {
  const rows = forecast.rows.map((row, index) => ({
    id: `row-${index}`,
    name: row.district?.name ?? `No ${terms.district}`,
    staffType: row.staffType ?? 'Not set',
    counts: row,
    row,
    // A row of staff without a district or type has no search that finds exactly them: its numbers stay plain.
    linked: row.district !== null && row.staffType !== null,
  }));
  return [...rows, { id: 'total', name: 'All staff', staffType: 'All', counts: forecast.total, row: null, linked: true }];
}

function ForecastTable({ forecast, terms }: { forecast: RetirementForecast; terms: Terminology }) {
  const place = (shown: ShownRow) => (shown.row ? `, ${shown.name}, ${shown.staffType}` : '');
  return (
    <StaticTable aria-label="Retirement forecast" className="Configuration-forecast">
      <StaticTableHeader>
        <StaticColumn>{terms.district}</StaticColumn>
        <StaticColumn>Staff type</StaticColumn>
        <StaticColumn>Overdue</StaticColumn>
        {forecast.years.map((year) => (
          <StaticColumn key={year}>{year}</StaticColumn>
        ))}
      </StaticTableHeader>
      <StaticTableBody items={rowsOf(forecast, terms)} emptyText="No staff reach a limit in these years.">
        {(shown) => (
          <StaticRow>
            <StaticCell isRowHeader>{shown.name}</StaticCell>
            <StaticCell>{shown.staffType}</StaticCell>
            <StaticCell>
              <CountLink count={shown.counts.overdue} href={shown.linked ? forecastHref(shown.row, 'overdue') : null} label={`staff past a retirement limit${place(shown)}`} />
            </StaticCell>
            {forecast.years.map((year, index) => (
              <StaticCell key={year}>
                <CountLink count={shown.counts.byYear[index] ?? 0} href={shown.linked ? forecastHref(shown.row, year) : null} label={`staff retiring in ${year}${place(shown)}`} />
              </StaticCell>
            ))}
          </StaticRow>
        )}
      </StaticTableBody>
    </StaticTable>
  );
}

export function RetirementForecastCard({ actor, terms }: { actor: RetirementForecastActor; terms: Terminology }) {
  // The actor's answer is an urgent update, drawn in one go; the table, a row per district and staff type each a row
  // of links, is drawn from a deferred copy instead, in slices the page can answer between.
  const forecast = useDeferredValue(useSelector(actor, (s) => s.context.forecast));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => (s.hasTag('error') ? s.context.error : null));
  return (
    <section aria-labelledby="retirement-forecast" className="Configuration-forecastSection">
      <h3 id="retirement-forecast">Retirement forecast</h3>
      {forecast && (
        <p className="Configuration-note">
          At age {forecast.criteria.maximumAge} or after {forecast.criteria.maximumYearsOfService} years of service.
          {forecast.unknown > 0 && ` ${forecast.unknown} staff have neither a date of birth nor a date of first appointment, so are not counted.`}
        </p>
      )}
      <div role="status" aria-live="polite">
        {busy && <ProgressBar label="Reading the forecast" isIndeterminate />}
      </div>
      {error && <RetryBanner message={error} onRetry={() => actor.send({ type: 'forecast.retry' })} />}
      {forecast && (
        <div aria-busy={busy}>
          <ForecastTable forecast={forecast} terms={terms} />
        </div>
      )}
    </section>
  );
}
