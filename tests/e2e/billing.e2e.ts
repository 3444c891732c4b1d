// Report-card billing, keyboard only, with axe in both themes: the demo state's owner opens /billing (₦150,000.00,
// covering 500 report cards, below one term for every student: the low-balance warning), funds the wallet through the
// local checkout (amount, payment link, the checkout's Pay, back to /billing), sees the receipt and the new balance,
// finds the payment in the transaction logs, and downloads them as transcation-logs.xlsx.
import { readSheet } from 'read-excel-file/node';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './harness';
import { press, reachPath, signedInPage, tabTo, typeInto } from './keyboard';

const signedIn = signedInPage('admin@demo.test');
let page: Page;
beforeAll(() => {
  page = signedIn.page;
});

const logs = () => page.getByRole('table', { name: 'Transaction logs' });
let reference = '';

describe('billing', () => {
  it('shows the balance, what it covers and the low-balance warning', async () => {
    await page.goto(`${signedIn.portal.baseUrl}/calendar`);
    await press(page, page.locator('nav[aria-label="Main menu"] a[href="/billing"]'));
    await reachPath(page, '/billing');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    const balance = page.locator('.ui-StatCard').filter({ hasText: 'Balance' });
    expect(await balance.textContent()).toContain('₦150,000.00');
    await page.getByText(/^covers 500 report cards; the state has [\d,]+ students$/).waitFor();
    await page.getByText('Low balance').waitFor();
    await logs().getByRole('row').nth(1).waitFor();
    await expectAccessible(page, 'the billing page');
  });

  it('funds the wallet through the local checkout and shows the receipt and the new balance', async () => {
    await typeInto(page, page.getByRole('textbox', { name: 'Amount (₦)' }), '25000');
    await press(page, page.getByRole('button', { name: 'Continue to payment' }));
    await reachPath(page, /^\/billing-api\/checkout\//);
    reference = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await press(page, page.getByRole('button', { name: 'Pay ₦25,000.00' }));
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    await press(page, page.getByRole('link', { name: 'Back to billing' }));
    await reachPath(page, '/billing');

    const receipt = page.locator('.Billing-receipt');
    await receipt.getByRole('heading', { name: 'Payment received' }).waitFor();
    expect(await receipt.textContent()).toContain(reference);
    expect(await receipt.textContent()).toContain('₦25,000.00');
    await page.locator('.ui-StatCard').filter({ hasText: '₦175,000.00' }).waitFor();
    await expectAccessible(page, 'the receipt');
    await press(page, receipt.getByRole('button', { name: 'Done' }));
    await expect.poll(() => new URL(page.url()).searchParams.get('payment')).toBeNull();
  });

  it('finds the payment in the logs and downloads them as transcation-logs.xlsx', async () => {
    await typeInto(page, page.getByRole('searchbox', { name: 'Search' }), reference);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('searchTerm')).toBe(reference);
    // The header row and the payment's.
    await expect.poll(() => logs().getByRole('row').count()).toBe(2);
    const row = logs().getByRole('row').filter({ hasText: reference });
    expect(await row.textContent()).toContain('Credit');
    await expectAccessible(page, 'the filtered logs');

    await tabTo(page, page.getByRole('button', { name: 'Download transcation-logs.xlsx' }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('transcation-logs.xlsx');
    const [header, ...rows] = (await readSheet(await download.path())) as unknown[][];
    expect(header).toEqual(['Date', 'Reference', 'Transaction Action', 'Amount (₦)', 'Balance After (₦)', 'Status', 'Description', 'School', 'State']);
    expect(rows).toEqual([[expect.anything(), reference, 'Credit', 25_000, 175_000, 'success', 'Wallet funding of ₦25,000.00', null, 'Lagos']]);
  });
});
