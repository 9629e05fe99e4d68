import { messages } from '@oja/contract/messages';
import { changePasswordBody } from '@oja/contract/rules';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ShieldIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { ACCESS_MODAL, openAccessModal } from '../access-modal-state';
import { useChangePasswordMutation } from '../api/identity-api';
import { errorsOfApi, errorsOfParse, type FormErrors, formData } from '../form-errors';
import { endSessionOnPurpose } from '../session-ending';
import { PasswordField } from './PasswordField';
import { FormAlert, Lead, PanelBody, StepIcon } from './panel-parts';

/**
 * State 4: current and new password, then a success step. The server has already revoked every
 * token, so the shopper is logged out at once (leaving the signed-in page first, as logout does,
 * with redirectFrom so logging in again returns here) and the success step leads to the login modal.
 */
export function ChangePasswordPanel() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const change = useChangePasswordMutation();
  const [errors, setErrors] = useState<FormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const parsed = changePasswordBody.safeParse(formData(event.currentTarget));
    if (!parsed.success) {
      setErrors(errorsOfParse(parsed.error));
      return;
    }
    setErrors({});
    try {
      const answer = await change.mutateAsync(parsed.data);
      const message = answer.message || messages.passwordChanged;
      const here = `${location.pathname}${location.search}`;
      endSessionOnPurpose();
      await navigate(`/?redirectFrom=${encodeURIComponent(here)}`, { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'categories' });
      toast.success(message);
      setDone(message);
    } catch (error) {
      setErrors(errorsOfApi(error));
      setAlert(errorMessage(error));
    }
  }

  if (done) {
    return (
      <PanelBody className="text-center">
        <StepIcon>
          <ShieldIcon />
        </StepIcon>
        <h3 className="text-lg font-bold text-ink-900">Password changed</h3>
        <Lead>{done}</Lead>
        <Button size="lg" block onClick={() => openAccessModal(ACCESS_MODAL.login)} data-autofocus>
          Log in
        </Button>
      </PanelBody>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Change password">
      <PanelBody>
        <Lead>After the change you will be logged out everywhere and asked to log in again.</Lead>
        <PasswordField
          label="Current password"
          name="current_password"
          autoComplete="current-password"
          error={errors.current_password}
          data-autofocus
        />
        <PasswordField
          label="New password"
          name="new_password"
          autoComplete="new-password"
          hint="5 to 30 characters"
          error={errors.new_password}
        />
        <PasswordField
          label="Confirm new password"
          name="new_password_confirmation"
          autoComplete="new-password"
          error={errors.new_password_confirmation}
        />
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <Button type="submit" size="lg" block loading={change.isPending}>
          Change password
        </Button>
      </PanelBody>
    </form>
  );
}
