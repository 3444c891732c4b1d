// The role form's pure part: the catalogue by category, a category's tri-state box, and the body it sends.
import { describe, expect, it } from 'vitest';
import { staffHoldingFixture } from '../../testing/fixtures';
import { catalogueFixture } from '../../testing/roleFixtures';
import { holdsPermission } from '../../lib/permissions';
import { categoryState, organisationOf, permissionsByCategory, roleFormSchema, roleInputOf, rolePermissionsByCategory, withCategory, withCategoryChoice } from './roles.form';

const categories = permissionsByCategory(catalogueFixture);
const byName = (name: string) => categories.find((category) => category.category === name)!;

describe('the permission picker', () => {
  it('groups the catalogue by category in the order it came', () => {
    expect(categories.map((category) => category.category)).toEqual(['Class Management', 'Events & Calendar', 'Staff Management']);
    expect(byName('Class Management').permissions.map((p) => p.operation)).toEqual(['class.create', 'class.update', 'class.view']);
  });

  it("checks a category's box when all of it is chosen, mixes it when some", () => {
    expect(categoryState(byName('Class Management'), ['class.view'])).toEqual({ isSelected: false, isIndeterminate: true });
    expect(categoryState(byName('Class Management'), ['class.view', 'class.create', 'class.update'])).toEqual({ isSelected: true, isIndeterminate: false });
    expect(categoryState(byName('Class Management'), ['staff.view'])).toEqual({ isSelected: false, isIndeterminate: false });
  });

  it("takes or clears a whole category with its box, and replaces one category's choice alone", () => {
    expect(withCategory(['staff.view', 'class.view'], byName('Class Management'), true)).toEqual(['staff.view', 'class.create', 'class.update', 'class.view']);
    expect(withCategory(['staff.view', 'class.view'], byName('Class Management'), false)).toEqual(['staff.view']);
    expect(withCategoryChoice(['staff.view', 'class.view'], byName('Class Management'), ['class.create'])).toEqual(['staff.view', 'class.create']);
  });

  it("lists a role's permissions by category, leaving out what the catalogue lacks", () => {
    const listed = rolePermissionsByCategory({ permissions: ['calendar.view', 'class.view', 'gone.away'] }, catalogueFixture);
    expect(listed.map((group) => [group.category, group.permissions.map((p) => p.name)])).toEqual([
      ['Class Management', ['View classes']],
      ['Events & Calendar', ['View calendar']],
    ]);
  });
});

describe('the role form', () => {
  it('wants a name and at least one permission', () => {
    expect(roleFormSchema.safeParse({ name: 'Exams Officer', description: '', permissions: ['class.view'] }).success).toBe(true);
    expect(roleFormSchema.safeParse({ name: 'Exams Officer', description: '', permissions: [] }).success).toBe(false);
    expect(roleFormSchema.safeParse({ name: 'Ex', description: '', permissions: ['class.view'] }).success).toBe(false);
  });

  it('sends the name trimmed, a blank description as null and each permission once', () => {
    expect(roleInputOf({ name: ' Exams Officer ', description: '  ', permissions: ['class.view', 'class.view'] })).toEqual({
      name: 'Exams Officer',
      description: null,
      permissions: ['class.view'],
    });
  });
});

describe('the signed-in staff member', () => {
  it('works in the organisation of their current role access, and holds its permissions', () => {
    const holder = staffHoldingFixture(['class.view']);
    expect(organisationOf(holder)).toEqual({ id: holder.state, name: 'Lagos', type: 'State' });
    expect(holdsPermission(holder, 'class.view')).toBe(true);
    expect(holdsPermission(holder, 'role.view')).toBe(false);
    expect(holdsPermission({ ...holder, isSuperAdmin: true }, 'role.view')).toBe(true);
  });
});
