// /district-creation/verify-district (SPEC sections 2 and 4): the state's districts in three lists, verified, pending
// and rejected (the list shown kept in the URL), each row its name, its creator's full name and the date it was
// created (DD-MM-YYYY), opening its page: the review of a pending one, the details of the others. An empty list says
// SPEC's words.
import type { Key } from 'react';
import { formatDate } from '../../lib/date';
import {
  creatorNameOf,
  districtCreationPath,
  districtPageOf,
  districtStatuses,
  districtStatusTitles,
  type District,
  type DistrictStatus,
} from './districts.form';
import { useTerminology } from '../../services/AppServices';
import { Cell, Column, Link, Row, Tab, Table, TableBody, TableHeader, TabList, TabPanel, Tabs } from '../../ui';
import { PageHeader } from '../../shared/PageHeader';

export interface DistrictListsViewProps {
  status: DistrictStatus;
  /** The districts of `status`, newest first. */
  districts: readonly District[];
  onStatusChange: (status: DistrictStatus) => void;
}

const hrefOf = (district: District) => {
  const page = districtPageOf(district);
  return `${page.to}?id=${page.search.id}`;
};

export function DistrictListsView({ status, districts, onStatusChange }: DistrictListsViewProps) {
  const terms = useTerminology();
  const plural = `${terms.district}s`;
  return (
    <>
      <PageHeader
        title={`Verify ${plural}`}
        intro={`The ${plural.toLowerCase()} of your state: a super-admin approves or rejects each new one.`}
        actions={
          <Link href={districtCreationPath} variant="standalone">
            Create {terms.district}
          </Link>
        }
      />
      <Tabs selectedKey={status} onSelectionChange={(key: Key) => onStatusChange(key as DistrictStatus)}>
        <TabList aria-label={`${plural} by status`}>
          {districtStatuses.map((each) => (
            <Tab key={each} id={each}>
              {districtStatusTitles[each]}
            </Tab>
          ))}
        </TabList>
        {districtStatuses.map((each) => (
          <TabPanel key={each} id={each}>
            <Table aria-label={`${districtStatusTitles[each]} ${plural.toLowerCase()}`}>
              <TableHeader>
                <Column isRowHeader>Name</Column>
                <Column>Created by</Column>
                <Column>Created on</Column>
              </TableHeader>
              <TableBody items={each === status ? districts : []}>
                {(district) => (
                  <Row id={district.id} href={hrefOf(district)} textValue={district.name}>
                    <Cell>{district.name}</Cell>
                    <Cell>{creatorNameOf(district)}</Cell>
                    <Cell>{formatDate(district.createdAt)}</Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
