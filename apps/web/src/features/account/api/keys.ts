/**
 * The account area's query keys: everything under 'account', so a sign-out or a move can drop it all.
 * Keys only, no fetcher: the footer's newsletter form (on every page's first screen) invalidates the
 * preference by its key without loading the account's schemas.
 */
export const accountKeys = {
  all: ['account'] as const,
  overview: ['account', 'overview'] as const,
  notifications: ['account', 'notifications'] as const,
  notificationPage: (page: number, unreadOnly: boolean) =>
    ['account', 'notifications', { page, unreadOnly }] as const,
  inbox: ['account', 'inbox'] as const,
  inboxPages: ['account', 'inbox', 'page'] as const,
  inboxPage: (page: number) => ['account', 'inbox', 'page', page] as const,
  inboxMessage: (uuid: string) => ['account', 'inbox', 'message', uuid] as const,
  newsletter: ['account', 'newsletter'] as const,
  addresses: ['account', 'addresses'] as const,
};
