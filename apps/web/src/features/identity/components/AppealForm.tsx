import { APPEAL_DESCRIPTION_MAX, CAPTCHA_ACTIONS } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import { appealBody } from '@oja/contract/rules';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { fieldClasses, TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useStore } from '../../../lib/create-store';
import { accessEmailStore } from '../access-email';
import { useAppealMutation } from '../api/identity-api';
import { getCaptchaToken } from '../captcha';
import { errorsOfApi, errorsOfParse, type FormErrors, formData } from '../form-errors';
import { FormAlert } from './panel-parts';

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
  const [errors, setErrors] = useState<FormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const parsed = appealBody.safeParse({ ...formData(event.currentTarget), recaptcha: 'pending' });
    if (!parsed.success) {
      setErrors(errorsOfParse(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      let recaptcha: string;
      try {
        recaptcha = await getCaptchaToken(CAPTCHA_ACTIONS.appeal);
      } catch {
        setAlert(messages.captchaUnavailable);
        return;
      }
      const answer = await appeal.mutateAsync({ ...parsed.data, recaptcha });
      toast.success(answer.message);
      onSent(answer.message);
    } catch (error) {
      setErrors(errorsOfApi(error));
      setAlert(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Appeal" className="flex flex-col gap-4">
      <TextField
        label="Email address"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        defaultValue={knownEmail}
        error={errors.email}
        data-autofocus={autoFocus || undefined}
      />
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
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Button type="submit" size="lg" block loading={busy}>
        Send appeal
      </Button>
    </form>
  );
}
