import { messages } from '@oja/contract/messages';
import type { NewsletterPreferenceAnswer } from '@oja/contract/newsletter';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { startSession } from '../../../lib/session';
import { type Call, renderPage, stubApi, toasts } from '../test-fixtures';
import NewsletterPreference from './NewsletterPreference';

const PATH = '/account/newsletter-preference';
let saved: NewsletterPreferenceAnswer;
let calls: Call[];

beforeEach(() => {
  startSession('customer-token');
  toastStore.set([]);
  saved = { email: 'ngozi@oja.test', subscribed: true, topics: ['deals', 'fashion'], frequency: 'weekly' };
  calls = stubApi((call) => {
    if (call.path === 'newsletter/preference' && call.method === 'GET') return { data: saved };
    if (call.path === 'newsletter/preference' && call.method === 'PUT') {
      const body = call.body as NewsletterPreferenceAnswer;
      saved = body.subscribed ? { ...saved, ...body } : { ...saved, subscribed: false };
      return {
        data: saved,
        message: body.subscribed ? messages.newsletterSaved : messages.newsletterOptedOut,
      };
    }
    return { status: 404, message: 'Not found' };
  });
});

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('newsletter preference', () => {
  it('starts from the saved choices and saves new topics and frequency', async () => {
    renderPage(<NewsletterPreference />, PATH, PATH);
    expect(await screen.findByTestId('newsletter-status')).toHaveTextContent(
      'You receive the newsletter weekly, about Deals and discounts and Fashion.',
    );
    expect(checkbox('Deals and discounts').checked).toBe(true);
    expect(checkbox('New arrivals').checked).toBe(false);
    expect(screen.getByRole('radio', { name: /Weekly/ })).toBeChecked();

    fireEvent.click(checkbox('New arrivals'));
    fireEvent.click(checkbox('Fashion'));
    fireEvent.click(screen.getByRole('radio', { name: /Monthly/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(toasts()).toEqual([['success', messages.newsletterSaved]]));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      subscribed: true,
      topics: ['deals', 'new_arrivals'],
      frequency: 'monthly',
    });
    expect(screen.getByTestId('newsletter-status')).toHaveTextContent(
      'You receive the newsletter monthly, about Deals and discounts and New arrivals.',
    );
  });

  it('asks for a topic before sending, as the contract does', async () => {
    renderPage(<NewsletterPreference />, PATH, PATH);
    await screen.findByTestId('newsletter-status');
    fireEvent.click(checkbox('Deals and discounts'));
    fireEvent.click(checkbox('Fashion'));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.newsletterTopicRequired);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('opts out: topics and frequency are set aside and the server’s words show', async () => {
    renderPage(<NewsletterPreference />, PATH, PATH);
    await screen.findByTestId('newsletter-status');
    fireEvent.click(screen.getByRole('radio', { name: /No newsletter, thanks/ }));
    expect(checkbox('Fashion')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(toasts()).toEqual([['success', messages.newsletterOptedOut]]));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ subscribed: false });
    expect(screen.getByTestId('newsletter-status')).toHaveTextContent(
      'You are not receiving the Oja newsletter.',
    );
  });

  it('offers every topic to a customer who never chose', async () => {
    saved = { email: 'ngozi@oja.test', subscribed: false, topics: [], frequency: 'weekly' };
    renderPage(<NewsletterPreference />, PATH, PATH);
    await screen.findByTestId('newsletter-status');
    fireEvent.click(screen.getByRole('radio', { name: /Send me the Oja newsletter/ }));
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });
});
