// What the billing stories and tests show: the demo state's wallet (low, and then comfortable), a payment link, a
// receipt and a page of transaction logs.
import type { PaymentLink, Receipt, TransactionLogList, Wallet } from './billing.form';

export const stateId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

export const lowWalletFixture: Wallet = {
  id: stateId,
  balance: 15_000_000,
  currency: 'NGN',
  updatedAt: '2026-11-12T09:30:00.000Z',
  pricePerReportCard: 30_000,
  reportCardsCovered: 500,
  students: 570,
  lowBalance: true,
};

export const fundedWalletFixture: Wallet = { ...lowWalletFixture, balance: 20_000_000, reportCardsCovered: 666, lowBalance: false };

export const linkFixture: PaymentLink = {
  reference: 'PAY_x7Kq2mVn8pLs4tRw9yZa1bCd',
  authorizationUrl: '/billing-api/checkout/PAY_x7Kq2mVn8pLs4tRw9yZa1bCd',
  amount: 2_500_000,
  status: 'pending',
  expiresAt: '2026-11-26T19:00:00.000Z',
};

export const receiptFixture: Receipt = {
  reference: 'PAY_x7Kq2mVn8pLs4tRw9yZa1bCd',
  amount: 2_500_000,
  currency: 'NGN',
  paidAt: '2026-11-26T18:32:00.000Z',
  state: { id: stateId, name: 'Lagos' },
  paidBy: { id: '0b9c6a52-8a8e-4f63-9d3c-2f4a43c1e2b7', name: 'Tunde Bakare' },
  provider: 'local',
  balanceAfter: 17_500_000,
};

const lagos = { id: stateId, name: 'Lagos' };

export const logsFixture: TransactionLogList = {
  limitReached: false,
  transactionLogs: [
    {
      id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      reference: receiptFixture.reference,
      transactionAction: 'Credit',
      amount: 2_500_000,
      balanceAfter: 17_500_000,
      description: 'Wallet funding of ₦25,000.00',
      status: 'success',
      state: lagos,
      school: null,
      createdAt: '2026-11-26T18:32:00.000Z',
    },
    {
      id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
      reference: 'RC-2026-11-009',
      transactionAction: 'Debit',
      amount: 6_600_000,
      balanceAfter: 15_000_000,
      description: '220 report cards for Ojo Senior High School 4 at ₦300.00 each',
      status: 'success',
      state: lagos,
      school: { id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b', name: 'Ojo Senior High School 4' },
      createdAt: '2026-11-12T09:30:00.000Z',
    },
    {
      id: '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c',
      reference: 'PAY_demo0006',
      transactionAction: 'Credit',
      amount: 5_000_000,
      balanceAfter: 12_000_000,
      description: 'Wallet funding of ₦50,000.00',
      status: 'cancelled',
      state: lagos,
      school: null,
      createdAt: '2026-09-27T11:00:00.000Z',
    },
  ],
};
