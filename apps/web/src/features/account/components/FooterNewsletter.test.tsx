import { messages } from '@oja/contract/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { type Call, renderPage, stubApi, toasts } from '../test-fixtures';
import { FooterNewsletter } from './FooterNewsletter';

let calls: Call[];

beforeEach(() => {
  toastStore.set([]);
  calls = stubApi((call) => {
    if (call.path === 'generate-jwt') return { data: { token: 'guest', passphrase: 'pass' } };
    if (call.path === 'newsletter/subscribe') {
      const { email } = call.body as { email: string };
      return {
        data: { email, topics: ['deals'], frequency: 'weekly' },
        message: messages.newsletterCheckEmail,
      };
    }
    return { status: 404, message: 'Not found' };
  });
});

const field = () => screen.getByLabelText('Email address for the newsletter');

describe('footer newsletter form', () => {
  it('checks the address first, as the contract does', async () => {
    renderPage(<FooterNewsletter />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    // The form's schema loads on the first submit (it is kept off the first screen's script).
    await waitFor(() => expect(field()).toHaveAccessibleDescription(messages.emailRequired));
    fireEvent.change(field(), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription(messages.emailInvalid));
    expect(calls.some((call) => call.path === 'newsletter/subscribe')).toBe(false);
  });

  it('asks a guest to check their email, with the server’s words and the address', async () => {
    renderPage(<FooterNewsletter />);
    fireEvent.change(field(), { target: { value: ' Chidi@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toasts()).toEqual([['success', messages.newsletterCheckEmail]]));
    expect(calls.find((call) => call.path === 'newsletter/subscribe')?.body).toEqual({
      email: 'chidi@example.com',
      frequency: 'weekly',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      `${messages.newsletterCheckEmail} (chidi@example.com).`,
    );
    expect(field()).toHaveValue('');
  });
});
