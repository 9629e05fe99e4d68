export { type Call, type Reply, renderPage, stubApi } from '../../test/page-harness';

import type { Address, Notification } from '@oja/contract/account';
import type { AccountOverviewAnswer } from '@oja/contract/account-overview';
import { toastStore } from '../../components/ui/toast-store';

/** Answers for the account tests (the fetch stub is test/page-harness): every answer is what the server would send. */

export const toasts = () => toastStore.get().map((toast) => [toast.kind, toast.message]);

export const addressOf = (overrides: Partial<Address> = {}): Address => ({
  uuid: '44444444-4444-4444-8444-444444444444',
  address: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  state_code: 'LA',
  town_id: '0042',
  postal_code: '100001',
  phone_number: '08012345678',
  country: 'Nigeria',
  is_primary: true,
  ...overrides,
});

export function overviewAnswer(overrides: Partial<AccountOverviewAnswer> = {}): AccountOverviewAnswer {
  return {
    fullname: 'Ngozi Okeke',
    firstname: 'Ngozi',
    lastname: 'Okeke',
    email: 'ngozi@oja.test',
    phone_number: '08031234567',
    wallets: { main: 12500, spend_and_save: 640.5, smart_coin: { coins: 120, value: 120 } },
    recent_orders: [
      {
        reference: 'OJA-7KQ2M9XD',
        status: 'shipped',
        payment_mode: 'card_payment',
        payment_status: 'paid',
        refund_status: null,
        total: 12432.25,
        item_count: 2,
        thumbnail: null,
        created_at: '2026-11-23T09:00:00.000Z',
      },
    ],
    primary_address: addressOf(),
    unread: { notifications: 3, inbox: 1 },
    ...overrides,
  };
}

export const notificationOf = (overrides: Partial<Notification> = {}): Notification => ({
  uuid: '11111111-1111-4111-8111-111111111111',
  kind: 'order',
  title: 'Order confirmed',
  body: 'We received ₦12,432.25 for order OJA-7KQ2M9XD.',
  link: '/account/order/OJA-7KQ2M9XD',
  read_at: null,
  created_at: '2026-11-23T09:00:00.000Z',
  ...overrides,
});

export function page<T>(rows: T[], extra: Record<string, unknown> = {}, pageNumber = 1, lastPage = 1) {
  return {
    data: rows,
    pagination: { page: pageNumber, perPage: 10, total: rows.length, lastPage },
    ...extra,
  };
}
