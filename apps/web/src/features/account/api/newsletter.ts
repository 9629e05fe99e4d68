import type {
  NewsletterPreferenceAnswer,
  NewsletterPreferenceBody,
  NewsletterSubscribeAnswer,
  NewsletterSubscribeBody,
} from '@oja/contract/newsletter';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/**
 * The newsletter's schemas, loaded when first used: the footer's form is on every page, and its
 * schemas (zod) would otherwise be in the first screen's script (issue 14).
 */
export const newsletterContract = () => import('@oja/contract/newsletter');

async function fetchNewsletterPreference(): Promise<NewsletterPreferenceAnswer> {
  const [{ newsletterPreferenceAnswer }, envelope] = await Promise.all([
    newsletterContract(),
    api.get<unknown>('newsletter/preference'),
  ]);
  return newsletterPreferenceAnswer.parse(envelope.data);
}

/** GET newsletter/preference: the choices of the customer's own email. */
export function useNewsletterPreference() {
  return useQuery({ queryKey: accountKeys.newsletter, queryFn: fetchNewsletterPreference, staleTime: 0 });
}

/** PUT newsletter/preference: topics and frequency, or opting out; answers the choices kept. */
export function useSaveNewsletterPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewsletterPreferenceBody) => {
      const [{ newsletterPreferenceAnswer }, envelope] = await Promise.all([
        newsletterContract(),
        api.put<unknown>('newsletter/preference', body),
      ]);
      return { answer: newsletterPreferenceAnswer.parse(envelope.data), message: envelope.message };
    },
    onSuccess: ({ answer }) => queryClient.setQueryData(accountKeys.newsletter, answer),
  });
}

/**
 * POST newsletter/subscribe (the footer's form, guests too). A signed-in customer's own address is
 * subscribed at once, so their preference is asked again; any other address gets a link to confirm.
 */
export function useSubscribeNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      body: NewsletterSubscribeBody,
    ): Promise<{ answer: NewsletterSubscribeAnswer; message: string }> => {
      const [{ newsletterSubscribeAnswer }, envelope] = await Promise.all([
        newsletterContract(),
        api.post<unknown>('newsletter/subscribe', body),
      ]);
      return { answer: newsletterSubscribeAnswer.parse(envelope.data), message: envelope.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.newsletter }),
  });
}

/**
 * POST newsletter/confirm with the token of the mailed link (double opt-in). A query keyed on the token,
 * not a mutation: it runs once however often the page renders, and the link works only once.
 */
export function useConfirmNewsletter(token: string) {
  return useQuery({
    queryKey: ['newsletter-confirm', token],
    queryFn: async () => {
      const [{ newsletterSubscribeAnswer }, envelope] = await Promise.all([
        newsletterContract(),
        api.post<unknown>('newsletter/confirm', { token }),
      ]);
      return { answer: newsletterSubscribeAnswer.parse(envelope.data), message: envelope.message };
    },
    enabled: token.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
