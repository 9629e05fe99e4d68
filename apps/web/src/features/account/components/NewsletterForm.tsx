import { messages } from '@oja/contract/messages';
import {
  NEWSLETTER_FREQUENCIES,
  NEWSLETTER_TOPIC_LABELS,
  NEWSLETTER_TOPICS,
  type NewsletterFrequency,
  type NewsletterPreferenceAnswer,
  type NewsletterTopic,
  newsletterPreferenceBody,
} from '@oja/contract/newsletter';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { CheckIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { fieldErrors } from '../../../lib/form-errors';
import { useSaveNewsletterPreference } from '../api/newsletter';

const FREQUENCY_WORDS: Record<NewsletterFrequency, { label: string; hint: string }> = {
  daily: { label: 'Daily', hint: 'The day’s deals, every day' },
  weekly: { label: 'Weekly', hint: 'The week’s best, once a week' },
  monthly: { label: 'Monthly', hint: 'A short round-up, once a month' },
};

/** What the form holds: a customer who never chose starts from every topic, as the footer's form does. */
function initialChoices(answer: NewsletterPreferenceAnswer) {
  return {
    subscribed: answer.subscribed,
    topics: answer.topics.length > 0 ? answer.topics : [...NEWSLETTER_TOPICS],
    frequency: answer.frequency,
  };
}

/** The first message about the topics, from the contract's check or the server's 422. */
function topicsError(error: unknown): string | undefined {
  return error instanceof ApiError ? error.fieldError('topics') : undefined;
}

const optionClasses = (checked: boolean, disabled: boolean) =>
  cn(
    'flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
    checked ? 'bg-brand-50 ring-brand-400' : 'bg-white ring-ink-200 hover:ring-ink-300',
    disabled && 'cursor-not-allowed opacity-55 hover:ring-ink-200',
  );

/**
 * /account/newsletter-preference's form: receive the newsletter or opt out, its topics (checkboxes)
 * and how often (one of three). The contract's body schema checks it before it is sent.
 */
export function NewsletterForm({ answer }: { answer: NewsletterPreferenceAnswer }) {
  const toast = useToast();
  const ids = { topics: useId(), frequency: useId(), choice: useId() };
  const [choices, setChoices] = useState(() => initialChoices(answer));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveNewsletterPreference();
  const optedOut = !choices.subscribed;

  function toggleTopic(topic: NewsletterTopic, on: boolean) {
    setChoices((current) => ({
      ...current,
      topics: on
        ? NEWSLETTER_TOPICS.filter((t) => t === topic || current.topics.includes(t))
        : current.topics.filter((t) => t !== topic),
    }));
    setError(undefined);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = newsletterPreferenceBody.safeParse(choices);
    if (!checked.success) {
      setError(fieldErrors(checked.error).topics ?? messages.newsletterTopicRequired);
      return;
    }
    save.mutate(checked.data, {
      onSuccess: ({ answer: saved, message }) => {
        toast.success(message);
        setChoices(initialChoices(saved));
      },
      onError: (failure) => {
        const fieldMessage = topicsError(failure);
        setError(fieldMessage);
        toast.error(fieldMessage ? messages.errorSavingInfo : errorMessage(failure));
      },
    });
  }

  const allChosen = choices.topics.length === NEWSLETTER_TOPICS.length;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend id={ids.choice} className="mb-2 text-base font-bold text-ink-900">
          Newsletter
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {[
            {
              value: true,
              label: 'Send me the Oja newsletter',
              hint: 'Deals and news on the topics you pick',
            },
            { value: false, label: 'No newsletter, thanks', hint: 'Opt out: order mails still reach you' },
          ].map((option) => (
            <label
              key={String(option.value)}
              className={optionClasses(choices.subscribed === option.value, false)}
            >
              <input
                type="radio"
                name="subscribed"
                className="mt-0.5 size-4 accent-brand-600"
                checked={choices.subscribed === option.value}
                onChange={() => {
                  setChoices((current) => ({ ...current, subscribed: option.value }));
                  setError(undefined);
                }}
              />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-semibold text-ink-900">{option.label}</span>
                <span className="text-xs text-ink-600">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset
        disabled={optedOut}
        aria-describedby={error ? `${ids.topics}-error` : undefined}
        className="flex flex-col gap-2"
      >
        <div className="mb-2 flex items-center justify-between gap-3">
          <legend className="text-base font-bold text-ink-900">Topics</legend>
          <button
            type="button"
            onClick={() => {
              setChoices((current) => ({ ...current, topics: allChosen ? [] : [...NEWSLETTER_TOPICS] }));
              setError(undefined);
            }}
            className="text-sm font-semibold text-brand-700 hover:underline disabled:text-ink-400 disabled:no-underline"
          >
            {allChosen ? 'Clear all' : 'Choose all'}
          </button>
        </div>
        <div className="grid grid-cols-2 gap-2 xl:grid-cols-4">
          {NEWSLETTER_TOPICS.map((topic) => {
            const checked = choices.topics.includes(topic);
            return (
              <label
                key={topic}
                className={cn(
                  optionClasses(checked, optedOut),
                  'items-center gap-2 px-2.5 py-2.5 sm:gap-3 sm:px-3',
                )}
              >
                <input
                  type="checkbox"
                  name="topics"
                  value={topic}
                  className="peer sr-only"
                  checked={checked}
                  onChange={(event) => toggleTopic(topic, event.target.checked)}
                />
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-5 shrink-0 items-center justify-center rounded-md text-xs ring-1',
                    checked
                      ? 'bg-brand-600 text-white ring-brand-600'
                      : 'bg-white text-transparent ring-ink-300',
                  )}
                >
                  <CheckIcon strokeWidth={3} />
                </span>
                <span className="text-[13px] leading-tight font-medium text-ink-800 sm:text-sm">
                  {NEWSLETTER_TOPIC_LABELS[topic]}
                </span>
              </label>
            );
          })}
        </div>
        {error ? (
          <p id={`${ids.topics}-error`} role="alert" className="text-sm font-medium text-danger-600">
            {error}
          </p>
        ) : null}
      </fieldset>

      <fieldset disabled={optedOut} className="flex flex-col gap-2">
        <legend className="mb-2 text-base font-bold text-ink-900">How often</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {NEWSLETTER_FREQUENCIES.map((frequency) => {
            const checked = choices.frequency === frequency;
            return (
              <label key={frequency} className={optionClasses(checked, optedOut)}>
                <input
                  type="radio"
                  name="frequency"
                  value={frequency}
                  className="mt-0.5 size-4 accent-brand-600"
                  checked={checked}
                  onChange={() => setChoices((current) => ({ ...current, frequency }))}
                />
                <span className="flex flex-col gap-0.5">
                  <span className="text-sm font-semibold text-ink-900">
                    {FREQUENCY_WORDS[frequency].label}
                  </span>
                  <span className="text-xs text-ink-600">{FREQUENCY_WORDS[frequency].hint}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="flex flex-col-reverse items-stretch gap-3 border-t border-ink-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-500">
          Sent to <span className="font-semibold text-ink-700">{answer.email}</span>. Order and account mails
          come whatever you choose here.
        </p>
        <Button type="submit" loading={save.isPending} className="sm:min-w-40">
          Save preferences
        </Button>
      </div>
    </form>
  );
}
