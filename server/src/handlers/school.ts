import { schools } from '../db/schema';
import {
  insertSchool,
  schoolCategories,
  schoolFigures,
  schoolInformationOf,
  schoolRoles,
  searchSchoolRecords,
  updateSchoolRecord,
  viewSchoolRecord,
} from '../data/schools';
import { scopeOf, statesSearched } from '../plugins/access';
import type { Services } from '../services';
import { countByDistrict, schoolStatistics } from '../services/statistics';
import { cutShortNote, maxDownloadRows, sendSpreadsheet, spreadsheetOf, type SpreadsheetColumn } from '../services/spreadsheet';
import type { components } from '../../../src/api/schema.gen';
import { pickFields } from './fields';
import { stateTermsOf } from '../data/representations';
import type { BodyOf, Handlers } from '../contractTypes';

type School = components['schemas']['School'];

/** What addSchool and updateSchool copy from their bodies. */
const schoolFields = [
  'name',
  'category',
  'districtId',
  'localGovernment',
  'address',
  'addressCoordinates',
  'principalId',
  'vicePrincipalId',
] as const satisfies readonly (keyof BodyOf<'addSchool'> & keyof BodyOf<'updateSchool'>)[];

/** The columns of `schools.xlsx`: what the school list shows, the district headed with the state's term. */
const schoolColumns = (districtTerm: string): SpreadsheetColumn<School>[] => [
  { header: 'Name', text: (school) => school.name, width: 36 },
  { header: 'Category', text: (school) => school.category },
  { header: districtTerm, text: (school) => school.district?.name },
  { header: 'Local Government', text: (school) => school.localGovernment },
  { header: 'State', text: (school) => school.state.name },
  { header: 'Address', text: (school) => school.address, width: 36 },
  { header: 'Principal', text: (school) => school.principal && `${school.principal.firstName} ${school.principal.lastName}` },
  { header: 'Vice Principal', text: (school) => school.vicePrincipal && `${school.vicePrincipal.firstName} ${school.vicePrincipal.lastName}` },
  { header: 'Date Added', date: (school) => school.createdAt },
];

export function schoolHandlers(_services: Services): Handlers {
  return {
    async viewSchool(request) {
      return viewSchoolRecord(scopeOf(request), request.params.id);
    },

    async viewSchoolInformation(request) {
      return schoolInformationOf(scopeOf(request), request.params.id);
    },

    async searchSchools(request) {
      const { state, country, district, category, problem, searchTerm, limit } = request.query;
      const states = await statesSearched(request, schools, { state, country });
      return searchSchoolRecords(scopeOf(request), states, { searchTerm, district, category, problem, limit: limit ?? 1000 });
    },

    async downloadSchools(request, reply) {
      const scope = scopeOf(request);
      const { state, country, district, category, problem, searchTerm, limit } = request.query;
      const states = await statesSearched(request, schools, { state, country });
      const [{ foundSchools, total }, terms] = await Promise.all([
        searchSchoolRecords(scope, states, { searchTerm, district, category, problem, limit: limit ?? 1000 }),
        stateTermsOf(scope),
      ]);
      const note = total > foundSchools.length ? cutShortNote(foundSchools.length, 'schools', maxDownloadRows) : undefined;
      return sendSpreadsheet(reply, 'schools.xlsx', spreadsheetOf(foundSchools, schoolColumns(terms.district.value), 'Schools', note));
    },

    async listSchoolRoles() {
      return { schoolRoles: [...schoolRoles] };
    },

    async listSchoolCategories() {
      return { categories: schoolCategories };
    },

    async addSchool(request, reply) {
      const scope = scopeOf(request);
      const { name, category } = request.body;
      const id = await scope.transaction((tx) => insertSchool(tx, { ...pickFields(request.body, schoolFields), name, category }));
      reply.status(201);
      return viewSchoolRecord(scope, id);
    },

    async updateSchool(request) {
      const scope = scopeOf(request);
      await scope.transaction((tx) => updateSchoolRecord(tx, request.params.id, pickFields(request.body, schoolFields)));
      return viewSchoolRecord(scope, request.params.id);
    },

    async viewSchoolStatistics(request) {
      const scope = scopeOf(request);
      const [statistics, byDistrict, figures] = await Promise.all([schoolStatistics(scope), countByDistrict(scope, schools), schoolFigures(scope)]);
      const bySchool = figures.map(({ principal: _principal, vicePrincipal: _vicePrincipal, ...school }) => school);
      return { ...statistics, byDistrict, bySchool };
    },
  };
}
