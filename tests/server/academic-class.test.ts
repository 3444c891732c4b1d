// Classes: viewing, listing, class types, creating and changing them (names unique in a state whatever their case),
// and the /class-management/configure page's choice of the classes the state offers. Another state's class is a 404.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classes } from '../../server/src/db/schema';
import { expectAccessChecks, request, type Session, type Sessions, withAcademicTestApp, type AcademicTestApp } from './academic-helpers';
import type { TestApp } from './harness';
import { call, errorOf, expectBadRequest } from './helpers';

type ClassBody = { id: string; name: string; description: string | null; classType: string; arms: string[]; offered: boolean; createdAt: string };
type StateBody = { classes: { id: string; name: string }[] };

let t: TestApp, who: Sessions, admin: Session, ids: AcademicTestApp['ids'], kano: AcademicTestApp['kano'];
withAcademicTestApp((app) => {
  ({ t, who, admin, ids, kano } = app);
});

const view = (id: string, session?: Session) => request('GET', `/api/class/view/${id}`, session);
const list = (session?: Session) => request('GET', '/api/class/view-all', session);
const types = (session?: Session) => request('GET', '/api/class-arm/list-of-class-types', session);
const add = (payload: unknown, session?: Session) => request('POST', '/api/class/add', session, payload);
const update = (id: string, payload: unknown, session?: Session) => request('PATCH', `/api/class/update/${id}`, session, payload);
const configure = (payload: unknown, session?: Session) => request('PATCH', '/api/state/add-classes-to-state', session, payload);

describe('viewClass', () => {
  it('answers a class of the state, to the owner and to a role holding class.view', async () => {
    const response = await call(t, 'viewClass', view(ids.classes['JSS 1']!, admin), 200);
    expect(response.json()).toMatchObject({ id: ids.classes['JSS 1'], name: 'JSS 1', classType: 'Junior Secondary', arms: ['A', 'B', 'C'], offered: true });
    await call(t, 'viewClass', view(ids.classes['SS 2']!, who.inspector), 200);
  });

  it("answers 404 for another state's class and an unknown id, and 400 naming a malformed id", async () => {
    expect(errorOf(await call(t, 'viewClass', view(kano.klass.id, admin), 404)).message).toBe('Class not found');
    await call(t, 'viewClass', view(crypto.randomUUID(), admin), 404);
    await expectBadRequest(t, 'viewClass', view('JSS-1', admin), 'id');
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'viewClass', (session) => view(ids.classes['JSS 1']!, session), who, { permission: 'class.view', inspectorMay: true });
    const officer = await t.login('teacher2@lagos.edu.test');
    expect(errorOf(await call(t, 'viewClass', view(ids.classes['JSS 1']!, officer), 403)).message).toContain("'View classes'");
  });
});

describe('listClassTypes', () => {
  it('answers the class types in school order', async () => {
    const response = await call(t, 'listClassTypes', types(who.inspector), 200);
    expect(response.json()).toEqual({ classType: ['Nursery', 'Primary', 'Junior Secondary', 'Senior Secondary'] });
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'listClassTypes', types, who, { permission: 'class.view', inspectorMay: true });
  });
});

describe('listClasses', () => {
  it("answers the state's classes by name, and none of another state's", async () => {
    const response = await call(t, 'listClasses', list(admin), 200);
    const names = (response.json() as { classes: ClassBody[] }).classes.map((c) => c.name);
    expect(names.slice(0, 6)).toEqual(['JSS 1', 'JSS 2', 'JSS 3', 'SS 1', 'SS 2', 'SS 3']);
    expect(names).not.toContain('Primary 1');
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'listClasses', list, who, { permission: 'class.view', inspectorMay: true });
  });
});

describe('addClass', () => {
  it("creates a class with trimmed values and answers it with 201 ('Class Created Successfully')", async () => {
    const response = await call(t, 'addClass', add({ name: '  Primary   4 ', description: '  Lower primary  ', classType: 'Primary', arms: [' Gold ', 'Silver'] }, admin), 201);
    const body = response.json() as ClassBody;
    expect(body).toMatchObject({ name: 'Primary 4', description: 'Lower primary', classType: 'Primary', arms: ['Gold', 'Silver'], offered: true });
    expect((await call(t, 'viewClass', view(body.id, admin), 200)).json()).toEqual(body);
    const bare = await call(t, 'addClass', add({ name: 'Nursery 1', classType: 'Nursery' }, admin), 201);
    expect(bare.json()).toMatchObject({ description: null, arms: [] });
  });

  it('answers 409 naming the name when the state has a class of that name in any case', async () => {
    const response = await call(t, 'addClass', add({ name: 'jss 1', classType: 'Junior Secondary' }, admin), 409);
    expect(errorOf(response)).toMatchObject({ message: 'A class named jss 1 already exists', details: [{ field: 'name' }] });
  });

  it("allows a name that only another state has", async () => {
    await call(t, 'addClass', add({ name: 'Primary 1', classType: 'Primary' }, admin), 201);
  });

  it('answers 400 naming the field for invalid values', async () => {
    await expectBadRequest(t, 'addClass', add({ classType: 'Primary' }, admin), 'name');
    await expectBadRequest(t, 'addClass', add({ name: 'P2', classType: 'Primary' }, admin), 'name');
    await expectBadRequest(t, 'addClass', add({ name: '  P2   ', classType: 'Primary' }, admin), 'name');
    await expectBadRequest(t, 'addClass', add({ name: 'Primary 2' }, admin), 'classType');
    await expectBadRequest(t, 'addClass', add({ name: 'Primary 2', classType: 'University' }, admin), 'classType');
    await expectBadRequest(t, 'addClass', add({ name: 'Primary 2', classType: 'Primary', arms: ['A', 'A'] }, admin), 'arms');
    await expectBadRequest(t, 'addClass', add({ name: 'Primary 2', classType: 'Primary', arms: ['A', ' a '] }, admin), 'arms.1');
    await expectBadRequest(t, 'addClass', add({ name: 'Primary 2', classType: 'Primary', arms: ['   '] }, admin), 'arms.0');
    await expectBadRequest(t, 'addClass', add({ name: 'Primary 2', classType: 'Primary', stateId: kano.klass.stateId }, admin), 'stateId');
    const [row] = await t.db.select({ id: classes.id }).from(classes).where(eq(classes.name, 'Primary 2'));
    expect(row).toBeUndefined();
  });

  it('answers 403 to the Schools Inspector (no class.create), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'addClass', (session) => add({ name: 'Primary 6', classType: 'Primary' }, session), who, { permission: 'class.create' });
  });
});

describe('updateClass', () => {
  it("changes the given fields and answers the class ('Class Updated Successfully')", async () => {
    const id = ids.classes['SS 3']!;
    const response = await call(t, 'updateClass', update(id, { description: 'Final year', arms: ['Science', 'Arts', 'Commercial'] }, admin), 200);
    expect(response.json()).toMatchObject({ id, name: 'SS 3', description: 'Final year', classType: 'Senior Secondary', arms: ['Science', 'Arts', 'Commercial'] });
    const renamed = await call(t, 'updateClass', update(id, { name: 'SSS 3', description: null }, admin), 200);
    expect(renamed.json()).toMatchObject({ name: 'SSS 3', description: null, arms: ['Science', 'Arts', 'Commercial'] });
    // Its own name, in another case, is not a clash.
    await call(t, 'updateClass', update(id, { name: 'sss 3' }, admin), 200);
  });

  it('answers 409 naming the name when another class of the state has it', async () => {
    const response = await call(t, 'updateClass', update(ids.classes['SS 1']!, { name: 'JSS 2' }, admin), 409);
    expect(errorOf(response).details?.[0]?.field).toBe('name');
  });

  it("answers 404 for another state's class and changes nothing there", async () => {
    await call(t, 'updateClass', update(kano.klass.id, { name: 'Hijacked' }, admin), 404);
    const [row] = await t.db.select({ name: classes.name }).from(classes).where(eq(classes.id, kano.klass.id));
    expect(row?.name).toBe('Primary 1');
  });

  it('answers 400 naming the field for invalid values and for an empty change', async () => {
    const id = ids.classes['SS 1']!;
    await expectBadRequest(t, 'updateClass', update(id, {}, admin), 'body');
    await expectBadRequest(t, 'updateClass', update(id, { name: 'S1' }, admin), 'name');
    await expectBadRequest(t, 'updateClass', update(id, { classType: 'College' }, admin), 'classType');
    await expectBadRequest(t, 'updateClass', update(id, { arms: 'A' }, admin), 'arms');
    await expectBadRequest(t, 'updateClass', update('nope', { name: 'SS One' }, admin), 'id');
  });

  it('answers 403 to the Schools Inspector (no class.update), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'updateClass', (session) => update(ids.classes['SS 1']!, { description: 'x' }, session), who, { permission: 'class.update' });
  });
});

describe('addClassesToState', () => {
  const offeredNames = async () => ((await call(t, 'viewStateDetails', request('GET', '/api/state/details', admin), 200)).json() as StateBody).classes.map((c) => c.name);

  it('creates the new names, offers the existing ones again, and answers the state details', async () => {
    await t.db.update(classes).set({ offered: false }).where(eq(classes.id, ids.classes['JSS 3']!));
    expect(await offeredNames()).not.toContain('JSS 3');
    const payload = { classes: [{ name: 'Primary 5', classType: 'Primary', arms: ['A'] }, { name: 'jss 3', classType: 'Primary', description: 'ignored' }] };
    const response = await call(t, 'addClassesToState', configure(payload, admin), 200);
    const offered = (response.json() as StateBody).classes.map((c) => c.name);
    expect(offered).toEqual(expect.arrayContaining(['Primary 5', 'JSS 3', 'JSS 1']));
    // The existing class is offered again but otherwise left as it was.
    expect((await call(t, 'viewClass', view(ids.classes['JSS 3']!, admin), 200)).json()).toMatchObject({ name: 'JSS 3', classType: 'Junior Secondary', offered: true });
  });

  it('is idempotent: the same request twice creates nothing twice', async () => {
    const payload = { classes: [{ name: 'Primary 3', classType: 'Primary' }, { name: 'PRIMARY 3', classType: 'Primary' }] };
    await call(t, 'addClassesToState', configure(payload, admin), 200);
    const before = (await call(t, 'listClasses', list(admin), 200)).json() as { classes: ClassBody[] };
    await call(t, 'addClassesToState', configure(payload, admin), 200);
    const after = (await call(t, 'listClasses', list(admin), 200)).json() as { classes: ClassBody[] };
    expect(after).toEqual(before);
    expect(after.classes.filter((c) => c.name.toLowerCase() === 'primary 3')).toHaveLength(1);
  });

  it('with `offered`, offers exactly the chosen classes and withdraws the rest, keeping them', async () => {
    const chosen = [ids.classes['JSS 1']!, ids.classes['JSS 2']!];
    const response = await call(t, 'addClassesToState', configure({ offered: chosen, classes: [{ name: 'Primary 6', classType: 'Primary' }] }, admin), 200);
    expect((response.json() as StateBody).classes.map((c) => c.name)).toEqual(['JSS 1', 'JSS 2', 'Primary 6']);
    const all = ((await call(t, 'listClasses', list(admin), 200)).json() as { classes: ClassBody[] }).classes;
    expect(all.find((c) => c.name === 'SS 1')).toMatchObject({ offered: false });
    expect(all.filter((c) => c.offered).map((c) => c.name)).toEqual(['JSS 1', 'JSS 2', 'Primary 6']);
    // Withdrawing everything is a choice too.
    expect(((await call(t, 'addClassesToState', configure({ offered: [] }, admin), 200)).json() as StateBody).classes).toEqual([]);
    await call(t, 'addClassesToState', configure({ offered: all.map((c) => c.id) }, admin), 200);
    expect(await offeredNames()).toHaveLength(all.length);
  });

  it("answers 404 when `offered` names another state's class, and changes nothing", async () => {
    const before = await offeredNames();
    await call(t, 'addClassesToState', configure({ offered: [kano.klass.id], classes: [{ name: 'Never Made', classType: 'Primary' }] }, admin), 404);
    expect(await offeredNames()).toEqual(before);
    const [kanoClass] = await t.db.select({ offered: classes.offered }).from(classes).where(eq(classes.id, kano.klass.id));
    expect(kanoClass?.offered).toBe(true);
  });

  it('answers 400 naming the field for invalid values', async () => {
    await expectBadRequest(t, 'addClassesToState', configure({}, admin), 'body');
    await expectBadRequest(t, 'addClassesToState', configure({ classes: [] }, admin), 'classes');
    await expectBadRequest(t, 'addClassesToState', configure({ classes: [{ name: 'Primary 7', classType: 'Primary' }, { name: 'P7', classType: 'Primary' }] }, admin), 'classes.1.name');
    await expectBadRequest(t, 'addClassesToState', configure({ classes: [{ name: 'Primary 7' }] }, admin), 'classes.0.classType');
    await expectBadRequest(t, 'addClassesToState', configure({ offered: ['not-an-id'] }, admin), 'offered.0');
    // A failure part-way creates nothing.
    expect(await offeredNames()).not.toContain('Primary 7');
  });

  it('answers 403 to the Schools Inspector (no class.create), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'addClassesToState', (session) => configure({ classes: [{ name: 'Primary 2', classType: 'Primary' }] }, session), who, { permission: 'class.create' });
  });
});
