// What a district's pages show of it: where it is, how to reach it, who created it and when (DD-MM-YYYY), its status,
// and for a rejected one the reason the super-admin gave.
import { formatDate } from '../../lib/date';
import { creatorNameOf, districtStatusTitles, type District } from './districts.form';
import './districts.css';

export function DistrictDetails({ district }: { district: District }) {
  const rows: [string, string][] = [
    ['Status', districtStatusTitles[district.accountStatus]],
    ['Country', district.country],
    ['State', district.state],
    ['Local government', district.localGovernment],
    ['Address', district.address],
    ['Phone numbers', district.districtPhoneNumbers.map((phone) => `${phone.code} ${phone.number}`).join(', ') || '—'],
    ['Emails', district.districtEmails.join(', ') || '—'],
    ['Created by', creatorNameOf(district)],
    ['Created on', formatDate(district.createdAt)],
  ];
  if (district.accountStatus === 'rejected') rows.push(['Reason for rejection', district.reviewNote ?? '—']);
  return (
    <dl className="DistrictDetails">
      {rows.map(([label, value]) => (
        <div key={label} className="DistrictDetails-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
