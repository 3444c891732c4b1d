// The district search the district lists, the school form and the staff filters read: a state's districts by status
// and term, newest first, with their creator; another state's never found, a super-admin's across the states named.
import { describe, expect, it } from 'vitest';
import { expectAccessChecks, request, type Session, type Sessions } from './academic-helpers';
import type { TestApp } from './harness';
import { call, expectBadRequest } from './helpers';
import { withSchoolTestApp, type SchoolTestApp } from './school-helpers';

let t: TestApp, who: Sessions, admin: Session, kano: SchoolTestApp['kano'];
withSchoolTestApp((app) => {
  ({ t, who, kano } = app);
  admin = who.admin;
});

type District = { id: string; name: string; state: string; accountStatus: string; createdAt: string; createdBy: { firstName: string; lastName: string } | null };
const search = (query: string, session?: Session) => request('GET', `/api/district/search${query}`, session);
const found = async (query: string, session: Session = admin) =>
  ((await call(t, 'searchDistricts', search(query, session), 200)).json() as { districts: District[] }).districts;

describe('searchDistricts', () => {
  it("lists the caller's state's districts newest first, with their state and creator, and none of another state's", async () => {
    const districts = await found('');
    expect(districts.map((d) => d.name).sort()).toEqual(['District I', 'District II', 'District III', 'District IV', 'District V', 'District VI']);
    expect(districts.map((d) => d.createdAt)).toEqual([...districts.map((d) => d.createdAt)].sort().reverse());
    expect(districts.every((d) => d.state === 'Lagos')).toBe(true);
    expect(districts[0]?.createdBy).toMatchObject({ firstName: 'Tunde', lastName: 'Bakare' });
    expect(districts.map((d) => d.id)).not.toContain(kano.district.id);
    expect(await found('?state=Kano')).toEqual([]);
  });

  it('narrows by status (SPEC: accountStatus[0]) and by a term in the name or local government', async () => {
    expect((await found('?accountStatus[0]=approved')).map((d) => d.name).sort()).toEqual(['District I', 'District II', 'District III', 'District IV']);
    expect((await found('?accountStatus=pending&accountStatus=rejected')).map((d) => d.accountStatus).sort()).toEqual(['pending', 'rejected']);
    expect((await found('?searchTerm=kosofe')).map((d) => d.name)).toEqual(['District II']);
    expect(await found('?limit=2')).toHaveLength(2);
  });

  it("spans a super-admin's named states", async () => {
    const superAdmin = await t.login('superadmin@demo.test');
    const both = await found('?state=Lagos&state=Kano', superAdmin);
    expect(both.map((d) => d.id)).toContain(kano.district.id);
    expect(both.find((d) => d.id === kano.district.id)?.state).toBe('Kano');
  });

  it('refuses a status the contract does not list, naming it, and checks who asks', async () => {
    await expectBadRequest(t, 'searchDistricts', search('?accountStatus=archived', admin), 'accountStatus.0');
    await expectAccessChecks(t, 'searchDistricts', (session) => search('', session), who, { permission: 'district.view' });
  });
});
