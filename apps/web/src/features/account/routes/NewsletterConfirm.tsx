import { messages } from '@oja/contract/messages';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmNewsletter } from '../api/newsletter';

/** The `?token=` of the mailed link, read once and dropped from the address bar (history, Referer). */
function useMailedToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get('token')?.trim() ?? '');
  useEffect(() => {
    if (new URLSearchParams(location.search).has('token'))
      void navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);
  return token;
}

/** /newsletter/confirm?token=...: the link the footer's subscribe mailed (double opt-in, default layout). */
export default function NewsletterConfirm() {
  const token = useMailedToken();
  const confirm = useConfirmNewsletter(token);
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-10">
      <div
        className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-card border border-ink-200 bg-white p-6 text-center shadow-card"
        aria-live="polite"
      >
        {token && confirm.isPending ? (
          <div className="flex flex-col items-center gap-3 py-6">
            <Spinner label="Confirming your subscription" />
            <p className="text-sm text-ink-600">Confirming your subscription…</p>
          </div>
        ) : token && confirm.isSuccess ? (
          <PageIntro
            title="Newsletter confirmed"
            description={`${confirm.data.message || messages.newsletterSubscribed} (${confirm.data.answer.email}).`}
          />
        ) : (
          <PageIntro
            title="Confirm your subscription"
            description={token ? errorMessage(confirm.error) : messages.newsletterLinkInvalid}
          />
        )}
        <Link to="/" className="text-sm font-semibold text-brand-700 underline">
          Continue shopping
        </Link>
      </div>
    </Container>
  );
}
