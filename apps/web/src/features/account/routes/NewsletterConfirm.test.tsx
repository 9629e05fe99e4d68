import { messages } from '@oja/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../test-fixtures';
import NewsletterConfirm from './NewsletterConfirm';

const PATTERN = '/newsletter/confirm';

describe('/newsletter/confirm', () => {
  it('confirms the mailed token once, says so, and drops the token from the address', async () => {
    const calls = stubApi((call) =>
      call.path === 'newsletter/confirm'
        ? {
            data: { email: 'chidi@example.com', topics: ['deals'], frequency: 'weekly' },
            message: messages.newsletterSubscribed,
          }
        : { status: 404, message: 'Not found' },
    );
    const { router } = renderPage(<NewsletterConfirm />, `${PATTERN}?token=abc123`, PATTERN);
    expect(
      await screen.findByText(`${messages.newsletterSubscribed} (chidi@example.com).`),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'newsletter/confirm').map((call) => call.body)).toEqual([
      { token: 'abc123' },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("shows the server's refusal for a used or expired link", async () => {
    stubApi(() => ({
      status: 422,
      message: messages.newsletterLinkInvalid,
      errors: { token: [messages.newsletterLinkInvalid] },
    }));
    renderPage(<NewsletterConfirm />, `${PATTERN}?token=used`, PATTERN);
    expect(await screen.findByText(messages.newsletterLinkInvalid)).toBeInTheDocument();
  });
});
