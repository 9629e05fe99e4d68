import { type FormEvent, useId, useState } from 'react';
import { MailIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/Spinner';
import { useToast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-errors';
import { newsletterContract, useSubscribeNewsletter } from '../api/newsletter';

/**
 * The footer's newsletter form, for guests and customers alike (POST newsletter/subscribe): every
 * topic, weekly, until changed on /account/newsletter-preference. A guest's address is subscribed only
 * once the link mailed to it is opened (/newsletter/confirm); the server's message says so.
 */
export function FooterNewsletter() {
  const inputId = useId();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<{ to: string; message: string } | null>(null);
  const subscribe = useSubscribeNewsletter();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the field holds: typed before this form hydrated (components/ui/Island) it is not in the state.
    const typed = String(new FormData(event.currentTarget).get('email') ?? email);
    setEmail(typed);
    const { newsletterSubscribeBody } = await newsletterContract();
    const checked = newsletterSubscribeBody.pick({ email: true }).safeParse({ email: typed });
    if (!checked.success) {
      setError(fieldErrors(checked.error).email);
      return;
    }
    setError(undefined);
    subscribe.mutate(
      { email: checked.data.email, frequency: 'weekly' },
      {
        onSuccess: ({ answer, message }) => {
          toast.success(message);
          setSent({ to: answer.email, message });
          setEmail('');
        },
        onError: (failure) => {
          const fieldMessage = failure instanceof ApiError ? failure.fieldError('email') : undefined;
          if (fieldMessage) setError(fieldMessage);
          toast.error(errorMessage(failure));
        },
      },
    );
  }

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="flex flex-col gap-4 rounded-2xl bg-white/[0.06] p-5 ring-1 ring-white/10 md:flex-row md:items-center md:justify-between md:gap-8 md:p-6"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-deal-500 text-xl text-white"
        >
          <MailIcon />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id={`${inputId}-heading`} className="text-lg font-bold text-white">
            Deals in your inbox
          </h2>
          <p className="text-sm text-brand-100">
            Flash sales, new arrivals and offers, once a week. Change or stop it anytime.
          </p>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex w-full flex-col gap-2 md:max-w-md">
        <label htmlFor={inputId} className="sr-only">
          Email address for the newsletter
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="Email address"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : sent ? `${inputId}-done` : undefined}
            className="h-11 min-w-0 flex-1 rounded-lg border border-white/20 bg-white px-3 text-base text-ink-900 placeholder:text-ink-400 focus:outline-2 focus:outline-offset-2 focus:outline-deal-400 aria-[invalid=true]:border-red-400"
          />
          <button
            type="submit"
            disabled={subscribe.isPending}
            className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-deal-600 px-4 text-sm font-semibold text-white transition-colors hover:bg-deal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-70"
          >
            {subscribe.isPending ? <Spinner size="sm" label="" /> : null}
            Subscribe
          </button>
        </div>
        {error ? (
          <p id={`${inputId}-error`} className="text-sm font-medium text-red-300">
            {error}
          </p>
        ) : sent ? (
          <p id={`${inputId}-done`} role="status" className="text-sm text-brand-100">
            {sent.message} (<span className="font-semibold text-white">{sent.to}</span>).
          </p>
        ) : null}
      </form>
    </section>
  );
}
