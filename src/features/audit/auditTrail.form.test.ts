import { describe, expect, it } from 'vitest';
import { auditQueryOf, auditSearchOf, fieldChangeOf, pageCountOf, withAuditFilter } from './auditTrail.form';

const person = '4f7c2a10-0000-4000-8000-000000000001';

describe('the audit trail search in the URL', () => {
  it('keeps well-formed filters and drops malformed ones instead of failing', () => {
    expect(auditSearchOf({ person, personName: 'Ada Obi', recordType: 'Class', startDate: '2026-11-01', endDate: '2026-11-30', page: '2' })).toEqual({
      person,
      personName: 'Ada Obi',
      recordType: 'Class',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      page: 2,
    });
    expect(auditSearchOf({ person: 'someone', startDate: '2026-13-01', page: '0', recordType: '' })).toEqual({});
  });

  it('starts again from the first page when a filter changes, and clears a filter given nothing', () => {
    expect(withAuditFilter({ recordType: 'Class', page: 3 }, { startDate: '2026-11-01' })).toEqual({ recordType: 'Class', startDate: '2026-11-01' });
    expect(withAuditFilter({ recordType: 'Class' }, { recordType: undefined })).toEqual({});
  });

  it('asks for the page of twenty the URL names, the first by default', () => {
    expect(auditQueryOf({ recordType: 'Staff' })).toEqual({ recordType: 'Staff', page: 1, limit: 20 });
    expect(auditQueryOf({ person, page: 4 })).toMatchObject({ person, page: 4, limit: 20 });
    expect(pageCountOf({ total: 41, limit: 20 })).toBe(3);
    expect(pageCountOf({ total: 0, limit: 20 })).toBe(1);
  });
});

describe('a change in words', () => {
  it('shows a change as before → after, a creation and a removal by their value, and a secret as hidden', () => {
    expect(fieldChangeOf({ field: 'firstName', label: 'First name', beforeText: 'Ada', afterText: 'Adaeze' }, 'changed')).toBe('First name: Ada → Adaeze');
    expect(fieldChangeOf({ field: 'organisationId', label: 'Organisation', beforeText: 'District I', afterText: 'Agege JGS' }, 'changed')).toBe(
      'Organisation: District I → Agege JGS',
    );
    expect(fieldChangeOf({ field: 'name', label: 'Name', afterText: 'JSS 4' }, 'created')).toBe('Name: JSS 4');
    expect(fieldChangeOf({ field: 'name', label: 'Name', beforeText: 'Old Day' }, 'removed')).toBe('Name: was Old Day');
    expect(fieldChangeOf({ field: 'passwordHash', label: 'Password', hidden: true }, 'changed')).toBe('Password: changed (hidden)');
  });
});
