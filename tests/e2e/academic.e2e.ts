// The academic structure, keyboard only, with axe on every page in both themes: a new state admin registers
// and, once a super-admin has approved the state, configures the subjects and classes it offers; then creates a class,
// a subject with new topics, a session with a term; adds, sees and deletes an event; creates a scheme of work and
// uploads, downloads and deletes a class note.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicMessages, successMessages, unverifiedNotice } from '../../src/lib/messages';
import { expectAccessible, sharedPortalAndBrowser } from './harness';
import { chooseOption, demoPassword, expectNotification, focusCard, press, reachPath, tabTo, typeDate, typeInto } from './keyboard';

const running = sharedPortalAndBrowser();
let context: BrowserContext;
let page: Page;

const stateName = 'Ekiti';
const admin = { email: 'bola.adeyemi@ekiti.test', username: 'bola.adeyemi', phone: '8067654321' };

beforeAll(async () => {
  context = await running.browser.newContext({ reducedMotion: 'reduce', acceptDownloads: true });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
});

async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${running.portal.baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

async function tokenOf(email: string): Promise<string> {
  const login = await api<{ authorizationToken: string }>('/auth/login', { method: 'POST', body: { email, password: demoPassword } });
  return login.authorizationToken;
}

/** Ticks a checkbox by keyboard (Tab to it, Space) unless it already is. */
async function tick(target: Locator): Promise<void> {
  await tabTo(page, target);
  if (!(await target.isChecked())) await page.keyboard.press('Space');
  expect(await target.isChecked()).toBe(true);
}

describe('academic structure of a new state', () => {
  it('registers a state admin, who lands on /subject-management/configure until the state is approved', async () => {
    await page.goto(`${running.portal.baseUrl}/register`);
    await page.getByRole('heading', { name: 'Register your state' }).waitFor();
    const state = page.getByRole('combobox', { name: 'State' });
    await tabTo(page, state);
    await page.keyboard.type(stateName);
    await page.getByRole('option', { name: stateName }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await typeInto(page, page.getByRole('textbox', { name: 'First name' }), 'Bola');
    await typeInto(page, page.getByRole('textbox', { name: 'Last name' }), 'Adeyemi');
    await typeInto(page, page.getByRole('textbox', { name: 'Email' }), admin.email);
    await typeInto(page, page.getByRole('textbox', { name: 'Username' }), admin.username);
    await typeInto(page, page.getByRole('textbox', { name: 'Phone number' }), admin.phone);
    // A radio group is one Tab stop (its first radio); the arrow keys choose within it.
    await tabTo(page, page.getByRole('radio', { name: 'Male', exact: true }));
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Female', exact: true }).isChecked()).toBe(true);
    await typeInto(page, page.getByLabel('Password', { exact: true }), demoPassword);
    await typeInto(page, page.getByLabel('Confirm password', { exact: true }), demoPassword);
    // The uniqueness checks answer 700 ms after the last keystroke; Register waits for them.
    await page.waitForTimeout(1000);
    await page.keyboard.press('Enter');
    await reachPath(page, '/subject-management/configure', 30_000);
    await page.getByText(unverifiedNotice, { exact: true }).waitFor();
  });

  it('once approved, chooses the subjects the state offers (registration’s landing page)', async () => {
    const superAdmin = await tokenOf('superadmin@demo.test');
    const { states } = await api<{ states: { id: string; name: string }[] }>('/super-admin/states?accountStatus=Unverified', { token: superAdmin });
    const ekiti = states.find((s) => s.name === stateName);
    expect(ekiti, `${stateName} awaits review`).toBeDefined();
    await api(`/super-admin/states/${ekiti?.id}/review`, { method: 'PATCH', token: superAdmin, body: { action: 'activate' } });

    await page.reload();
    await page.getByRole('heading', { name: 'Configure Subjects', level: 1 }).waitFor();
    await expectAccessible(page, '/subject-management/configure');
    await tick(page.getByRole('checkbox', { name: /^English Language/ }));
    await tick(page.getByRole('checkbox', { name: /^Mathematics/ }));
    await tick(page.getByRole('checkbox', { name: /^Basic Science/ }));
    await press(page, page.getByRole('button', { name: 'Save subjects' }));
    await expectNotification(page, academicMessages.subjectsConfigured);
    await reachPath(page, '/subject-management');
    for (const subject of ['English Language', 'Mathematics', 'Basic Science']) {
      await page.getByRole('heading', { name: subject, level: 2 }).waitFor();
    }
    await expectAccessible(page, '/subject-management');
  });

  it('chooses the classes the state offers', async () => {
    await page.goto(`${running.portal.baseUrl}/class-management/configure`);
    await page.getByRole('heading', { name: 'Configure Classes', level: 1 }).waitFor();
    await expectAccessible(page, '/class-management/configure');
    for (const name of ['JSS 1', 'JSS 2', 'JSS 3']) await tick(page.getByRole('checkbox', { name: new RegExp(`^${name} `) }));
    await press(page, page.getByRole('button', { name: 'Save classes' }));
    await expectNotification(page, academicMessages.classesConfigured);
    await reachPath(page, '/class-management');
    await page.getByRole('heading', { name: 'JSS 3', level: 2 }).waitFor();
    await expectAccessible(page, '/class-management');
  });

  it('creates a class', async () => {
    await press(page, page.getByRole('button', { name: 'Create Class' }));
    const dialog = page.getByRole('dialog', { name: 'Create Class' });
    await dialog.waitFor();
    await typeInto(page, dialog.getByRole('textbox', { name: 'Class name' }), 'SS 1');
    await chooseOption(page, dialog.getByRole('button', { name: /Class type/ }), 'Senior Secondary');
    await typeInto(page, dialog.getByRole('textbox', { name: 'Class arms' }), 'Science, Arts');
    await typeInto(page, dialog.getByRole('textbox', { name: 'Description' }), 'The first year of senior secondary school.');
    await expectAccessible(page, 'the Create Class dialog');
    await press(page, dialog.getByRole('button', { name: 'Create Class' }));
    await expectNotification(page, successMessages.classCreated);
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('row', { name: 'SS 1', exact: true });
    await card.waitFor();
    expect(await card.textContent()).toContain('Science, Arts');
  });

  it('edits a class from its card', async () => {
    await focusCard(page, page.getByRole('grid', { name: 'Classes' }), 'SS 1');
    await press(page, page.getByRole('link', { name: 'Edit SS 1' }));
    await reachPath(page, /^\/class-management\/edit-class\//);
    await page.getByRole('heading', { name: 'Edit SS 1', level: 1 }).waitFor();
    await expectAccessible(page, '/class-management/edit-class/{id}');
    await typeInto(page, page.getByRole('textbox', { name: 'Class arms' }), 'Science, Arts, Commercial');
    await press(page, page.getByRole('button', { name: 'Save Class' }));
    await expectNotification(page, successMessages.classUpdated);
    await reachPath(page, '/class-management');
    const card = page.getByRole('row', { name: 'SS 1', exact: true });
    await card.getByText('Science, Arts, Commercial').waitFor();
  });

  it('creates a subject with new topics', async () => {
    await page.goto(`${running.portal.baseUrl}/subject-management`);
    await press(page, page.getByRole('button', { name: 'Create Subject' }));
    const dialog = page.getByRole('dialog', { name: 'Create Subject' });
    await dialog.waitFor();
    await typeInto(page, dialog.getByRole('textbox', { name: 'Subject name' }), 'Civic Education');
    await typeInto(page, dialog.getByRole('textbox', { name: 'Subject code' }), 'CVE');
    const search = dialog.getByRole('searchbox', { name: 'Find or add a topic' });
    await typeInto(page, search, 'Citizenship');
    await page.keyboard.press('Enter');
    await typeInto(page, search, 'Rule of Law');
    await page.keyboard.press('Enter');
    await dialog.getByRole('row', { name: 'Citizenship (new)' }).waitFor();
    await dialog.getByRole('row', { name: 'Rule of Law (new)' }).waitFor();
    await expectAccessible(page, 'the Create Subject dialog with its topic picker');
    await press(page, dialog.getByRole('button', { name: 'Create Subject' }));
    await expectNotification(page, successMessages.subjectCreated);
    await dialog.waitFor({ state: 'detached' });
    await focusCard(page, page.getByRole('grid', { name: 'Subjects' }), 'Civic Education');
    await press(page, page.getByRole('button', { name: 'Information about Civic Education' }));
    const info = page.getByRole('dialog', { name: 'Civic Education' });
    await info.getByText('Citizenship, Rule of Law').waitFor();
    await page.keyboard.press('Escape');
    await info.waitFor({ state: 'detached' });
  });

  it('creates a session with a term', async () => {
    const year = new Date().getFullYear();
    await page.goto(`${running.portal.baseUrl}/sessions-and-terms`);
    await page.getByRole('heading', { name: 'Sessions & Terms', level: 1 }).waitFor();
    await expectAccessible(page, '/sessions-and-terms');
    await press(page, page.getByRole('button', { name: 'Create Session' }));
    const dialog = page.getByRole('dialog', { name: 'Create Session' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Session name' }).inputValue()).toBe(`${year}/${year + 1}`);
    await typeDate(page, dialog, 'Start date', `0109${year}`);
    await typeDate(page, dialog, 'End date', `3107${year + 1}`);
    await tick(dialog.getByRole('checkbox', { name: 'This is the current session' }));
    await expectAccessible(page, 'the Create Session dialog');
    await press(page, dialog.getByRole('button', { name: 'Create Session' }));
    await expectNotification(page, academicMessages.sessionCreated);
    await dialog.waitFor({ state: 'detached' });

    await press(page, page.getByRole('button', { name: `Add term to ${year}/${year + 1}` }));
    const termDialog = page.getByRole('dialog', { name: `Add a term to ${year}/${year + 1}` });
    await termDialog.waitFor();
    await typeInto(page, termDialog.getByRole('textbox', { name: 'Term name' }), 'First Term');
    await typeDate(page, termDialog, 'Start date', `0109${year}`);
    await typeDate(page, termDialog, 'End date', `1812${year}`);
    await tick(termDialog.getByRole('checkbox', { name: 'This is the current term' }));
    await press(page, termDialog.getByRole('button', { name: 'Add Term' }));
    await expectNotification(page, academicMessages.termAdded);
    await termDialog.waitFor({ state: 'detached' });
    const terms = page.getByRole('table', { name: `Terms of ${year}/${year + 1}` });
    await terms.getByRole('row', { name: /First Term/ }).waitFor();
    expect(await terms.textContent()).toContain(`18-12-${year}`);
    await expectAccessible(page, '/sessions-and-terms with the new session');
  });

  it('adds an event, sees it on its day and deletes it', async () => {
    await page.goto(`${running.portal.baseUrl}/calendar`);
    await page.getByRole('heading', { name: 'Events & Calendar', level: 1 }).waitFor();
    await page.locator('.EventCalendar .sx__month-grid-wrapper').waitFor();
    await expectAccessible(page, '/calendar (month)');

    await press(page, page.getByRole('button', { name: 'Add New Event' }));
    const add = page.getByRole('dialog', { name: 'Add New Event' });
    await add.waitFor();
    expect(await add.getByRole('button', { name: /Event type/ }).textContent()).toContain('Weekend');
    await typeInto(page, add.getByRole('textbox', { name: 'Event name' }), 'Inter-house sports');
    await chooseOption(page, add.getByRole('button', { name: /Event type/ }), 'School Event');
    await expectAccessible(page, 'the Add New Event dialog');
    await press(page, add.getByRole('button', { name: 'Add Events' }));
    await expectNotification(page, academicMessages.eventAdded);
    await add.waitFor({ state: 'detached' });

    const listed = page.getByRole('button', { name: /^Open day .*: Inter-house sports$/ });
    await listed.waitFor();
    await page.locator('.EventCalendar').getByText('Inter-house sports (School Event)').waitFor();
    await press(page, listed);
    const day = page.getByRole('dialog', { name: /^Events on / });
    await day.getByText('Inter-house sports').waitFor();
    await expectAccessible(page, 'the day dialog');
    await press(page, day.getByRole('button', { name: 'Delete Inter-house sports' }));
    const confirmDelete = page.getByRole('alertdialog', { name: 'Delete event' });
    await confirmDelete.waitFor();
    await expectAccessible(page, 'the event delete confirmation');
    await press(page, confirmDelete.getByRole('button', { name: 'Yes, delete it' }));
    await expectNotification(page, academicMessages.eventDeleted);
    await day.getByText('No events on this day.').waitFor();
    // The deleted event's button is gone; the keyboard stays in the dialog, on 'Add New Event'.
    await expect.poll(() => day.getByRole('button', { name: 'Add New Event' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await day.waitFor({ state: 'detached' });
    await listed.waitFor({ state: 'detached' });

    // The week view, chosen with the arrow keys in the view switch.
    await tabTo(page, page.getByRole('radio', { name: 'Month' }));
    await page.keyboard.press('ArrowRight');
    await page.locator('.EventCalendar .sx__week-wrapper').waitFor();
    await expectAccessible(page, '/calendar (week)');
  });

  it('draws the calendar in a browser without Temporal dates, with the polyfill loaded first', async () => {
    const bare = await page.context().newPage();
    try {
      await bare.addInitScript(() => {
        delete (globalThis as { Temporal?: unknown }).Temporal;
      });
      await bare.goto(`${running.portal.baseUrl}/calendar?month=2026-10`);
      await bare.getByRole('region', { name: 'October 2026 calendar' }).waitFor();
      await bare.locator('.EventCalendar .sx__month-grid-wrapper').waitFor();
      expect(await bare.locator('.EventCalendar .sx__month-grid-day').count()).toBeGreaterThanOrEqual(28);
      expect(await bare.evaluate(() => typeof (globalThis as { Temporal?: unknown }).Temporal)).toBe('object');
    } finally {
      await bare.close();
    }
  });

  it('loads only the weeks of the month in view, which the address keeps (with the week view) through a reload and Back', async () => {
    const ranges: string[] = [];
    const record = (request: { url: () => string }) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/calendar/view') ranges.push(url.search);
    };
    page.on('request', record);
    try {
      await page.goto(`${running.portal.baseUrl}/calendar?month=2026-10`);
      await page.getByRole('region', { name: 'October 2026 calendar' }).waitFor();
      expect(ranges).toEqual(['?startDate=2026-09-28&endDate=2026-11-01']);

      // Page Down moves the day grid alone; Enter chooses the day, and the big calendar goes to its month.
      await page.getByRole('grid', { name: /October 2026/ }).locator('[tabindex="0"]').focus();
      await page.keyboard.press('PageDown');
      await page.getByRole('grid', { name: /November 2026/ }).waitFor();
      expect(new URL(page.url()).searchParams.get('month')).toBe('2026-10');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: /^Events on \d\d-11-2026$/ }).waitFor();
      await page.keyboard.press('Escape');
      await page.waitForURL(/[?&]month=2026-11(&|$)/);
      await page.getByRole('region', { name: 'November 2026 calendar' }).waitFor();
      await expect.poll(() => ranges.at(-1)).toBe('?startDate=2026-10-26&endDate=2026-12-06');

      await page.reload();
      await page.getByRole('region', { name: 'November 2026 calendar' }).waitFor();
      await page.goBack();
      await page.waitForURL(/[?&]month=2026-10(&|$)/);
      await page.getByRole('region', { name: 'October 2026 calendar' }).waitFor();

      // The week view is in the address too: a reload shows the same week.
      await tabTo(page, page.getByRole('radio', { name: 'Month' }));
      await page.keyboard.press('ArrowRight');
      await page.waitForURL(/[?&]view=week(&|$)/);
      await page.reload();
      await page.locator('.EventCalendar .sx__week-wrapper').waitFor();
      expect(await page.getByRole('radio', { name: 'Week' }).isChecked()).toBe(true);
      expect(new URL(page.url()).searchParams.get('month')).toBe('2026-10');
    } finally {
      page.off('request', record);
    }
  });

  it('creates a scheme of work, and uploads, downloads and deletes a class note', async () => {
    const year = new Date().getFullYear();
    await page.goto(`${running.portal.baseUrl}/scheme-of-work`);
    await page.getByRole('heading', { name: 'Scheme of Work', level: 1 }).waitFor();
    await expectAccessible(page, '/scheme-of-work');
    await chooseOption(page, page.getByRole('button', { name: /Session/ }), `${year}/${year + 1}`);
    await chooseOption(page, page.getByRole('button', { name: /Term/ }), 'First Term');
    await chooseOption(page, page.getByRole('button', { name: /Class/ }), 'JSS 1');
    await chooseOption(page, page.getByRole('button', { name: /Subject/ }), 'Mathematics');
    await page.getByRole('heading', { name: `New scheme of work: Mathematics, JSS 1, First Term ${year}/${year + 1}` }).waitFor();
    await typeInto(page, page.getByRole('textbox', { name: 'Week 1 topic' }), 'Whole numbers');
    await press(page, page.getByRole('button', { name: 'Add week' }));
    await typeInto(page, page.getByRole('textbox', { name: 'Week 2 topic' }), 'Fractions');
    await typeInto(page, page.getByRole('textbox', { name: 'Week 2 description' }), 'Proper, improper and mixed fractions.');
    await press(page, page.getByRole('button', { name: 'Create Scheme of Work' }));
    await expectNotification(page, academicMessages.schemeCreated);
    await page.getByRole('button', { name: 'Save Scheme of Work' }).waitFor();
    await expectAccessible(page, '/scheme-of-work with the new scheme');

    const chooser = page.waitForEvent('filechooser');
    await press(page, page.getByRole('button', { name: 'Choose file' }));
    await (await chooser).setFiles({ name: 'Whole numbers.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    await page.getByText('Whole numbers.pdf').first().waitFor();
    await press(page, page.getByRole('button', { name: 'Upload class note' }));
    await expectNotification(page, academicMessages.classNoteUploaded);
    const download = page.getByRole('button', { name: 'Download Whole numbers.pdf' });
    await download.waitFor();
    await expectAccessible(page, '/scheme-of-work with a class note');

    const saved = page.waitForEvent('download');
    await press(page, download);
    expect((await saved).suggestedFilename()).toBe('Whole numbers.pdf');

    await press(page, page.getByRole('button', { name: 'Delete Whole numbers.pdf' }));
    const confirm = page.getByRole('alertdialog', { name: 'Delete class note' });
    await confirm.waitFor();
    await expectAccessible(page, 'the delete confirmation');
    await press(page, confirm.getByRole('button', { name: 'Yes, delete it' }));
    await expectNotification(page, academicMessages.classNoteDeleted);
    await page.getByText('No class notes yet for this class, subject and term.').waitFor();
  });

  it('keeps the scheme of work chosen in the address, so a reload opens the same scheme', async () => {
    const search = new URL(page.url()).searchParams;
    expect([...search.keys()].sort()).toEqual(['classId', 'sessionId', 'subjectId', 'termId']);
    await page.reload();
    await page.getByRole('button', { name: 'Save Scheme of Work' }).waitFor();
    expect(new URL(page.url()).searchParams.toString()).toBe(search.toString());
    await page.getByText('No class notes yet for this class, subject and term.').waitFor();
  });

  it('shows the 404 page, and no notification, for an edit route whose id is malformed or names nothing', async () => {
    const unknownId = '7c1e4b52-0d7a-4c38-9d55-2f9e8a3b6c10';
    for (const path of [
      '/class-management/edit-class/not-a-uuid',
      `/class-management/edit-class/${unknownId}`,
      '/subject-management/edit-subject/not-a-uuid',
      `/subject-management/edit-subject/${unknownId}`,
    ]) {
      await page.goto(`${running.portal.baseUrl}${path}`);
      await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
      expect(await page.getByText('An error occurred').count(), path).toBe(0);
      // A notification would have been raised with the failed answer, which has come by now.
      await page.waitForLoadState('networkidle');
      const notifications = page.getByRole('region', { name: 'Notifications' });
      expect((await notifications.count()) === 0 || !(await notifications.textContent())?.trim(), `${path} raised a notification`).toBe(true);
    }
  });

  it('stored what was done: the API answers it', async () => {
    const token = await tokenOf(admin.email);
    const { subjects } = await api<{ subjects: { name: string; topics: { name: string }[] }[] }>('/subject/view-all', { token });
    expect(subjects.find((s) => s.name === 'Civic Education')?.topics.map((t) => t.name)).toEqual(['Citizenship', 'Rule of Law']);
    const { classes } = await api<{ classes: { name: string; offered: boolean }[] }>('/class/view-all', { token });
    expect(classes.filter((c) => c.offered).map((c) => c.name).sort()).toEqual(['JSS 1', 'JSS 2', 'JSS 3', 'SS 1']);
  });
});
