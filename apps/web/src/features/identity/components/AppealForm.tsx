import { APPEAL_DESCRIPTION_MAX, CAPTCHA_ACTIONS } from '@oja/contract/constants';
import { appealBody } from '@oja/contract/rules';
import { useId } from 'react';
import { fieldClasses } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-store';
import { getCaptchaToken } from '../../../lib/captcha';
import { useStore } from '../../../lib/create-store';
import { accessEmailStore } from '../access-email';
import { useAppealMutation } from '../api/identity-api';
import { useAccessForm } from '../use-access-form';
import { EmailField, SubmitWithAlert } from './panel-parts';

/**
 * The support appeal of spec section 3 (email, description, captcha APPEAL_ACCOUNT_BAN, type
 * account_ban): the support modal (banned) and the /appeal-suspension page (suspended) share it.
 */
export function AppealForm({
  onSent,
  autoFocus = false,
}: {
  onSent: (message: string) => void;
  autoFocus?: boolean;
}) {
  const appeal = useAppealMutation();
  const knownEmail = useStore(accessEmailStore);
  const descriptionId = useId();
  const { errors, alert, busy, submit } = useAccessForm(appealBody, {
    withValues: (values) => ({ ...values, recaptcha: 'pending' }),
    send: async (data) => {
      const recaptcha = await getCaptchaToken(CAPTCHA_ACTIONS.appeal);
      const answer = await appeal.mutateAsync({ ...data, recaptcha });
      toast.success(answer.message);
      onSent(answer.message);
    },
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Appeal" className="flex flex-col gap-4">
      <EmailField defaultValue={knownEmail} error={errors.email} data-autofocus={autoFocus || undefined} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium text-ink-800">
          Description
        </label>
        <textarea
          id={descriptionId}
          name="description"
          rows={5}
          maxLength={APPEAL_DESCRIPTION_MAX}
          placeholder="Tell us what happened and why the account should be restored."
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          className={`${fieldClasses} h-auto py-2`}
        />
        {errors.description ? (
          <p id={`${descriptionId}-error`} className="text-xs font-medium text-danger-600">
            {errors.description}
          </p>
        ) : null}
      </div>
      <SubmitWithAlert alert={alert} busy={busy}>
        Send appeal
      </SubmitWithAlert>
    </form>
  );
}
