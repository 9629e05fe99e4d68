import { MailIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { useNewsletterPreference } from '../api/newsletter';
import { NewsletterForm } from '../components/NewsletterForm';
import { preferenceSummary } from '../format';

/** /account/newsletter-preference: topics and frequency, or opting out; saved with a toast. */
export default function NewsletterPreference() {
  const preference = useNewsletterPreference();
  const answer = preference.data;
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title="Newsletter Preference"
        description="Choose what Oja mails you about, and how often."
      />
      {answer ? (
        <div
          data-testid="newsletter-status"
          className={cn(
            'flex items-center gap-3 rounded-xl p-3 text-sm ring-1',
            answer.subscribed
              ? 'bg-brand-50 text-brand-900 ring-brand-100'
              : 'bg-ink-50 text-ink-700 ring-ink-100',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-lg',
              answer.subscribed ? 'bg-white text-brand-700' : 'bg-white text-ink-500',
            )}
          >
            <MailIcon />
          </span>
          <p>{preferenceSummary(answer)}</p>
        </div>
      ) : null}
      {preference.isPending ? (
        <div role="status" aria-label="Loading your choices" className="flex flex-col gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : preference.isError ? (
        <LoadError read={preference} />
      ) : (
        // Keyed by the saved choices: a save or a reload starts the form from what the server kept.
        <NewsletterForm key={JSON.stringify(preference.data)} answer={preference.data} />
      )}
    </div>
  );
}
