import { messages } from '@oja/contract/messages';
import { changePasswordBody } from '@oja/contract/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ShieldIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { forgetSignedInQueries } from '../../../lib/query-client';
import { ACCESS_MODAL, openAccessModal } from '../access-modal-state';
import { useChangePasswordMutation } from '../api/identity-api';
import { endSessionOnPurpose } from '../session-ending';
import { useAccessForm } from '../use-access-form';
import { PasswordField } from './PasswordField';
import { Lead, NewPasswordFields, PanelBody, StepIcon, SubmitWithAlert } from './panel-parts';

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
  const [done, setDone] = useState<string | null>(null);
  const { errors, alert, submit } = useAccessForm(changePasswordBody, {
    send: async (data) => {
      const answer = await change.mutateAsync(data);
      const message = answer.message || messages.passwordChanged;
      const here = `${location.pathname}${location.search}`;
      endSessionOnPurpose();
      await navigate(`/?redirectFrom=${encodeURIComponent(here)}`, { replace: true });
      forgetSignedInQueries(queryClient);
      toast.success(message);
      setDone(message);
    },
  });

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
        <NewPasswordFields
          name="new_password"
          label="New password"
          confirmLabel="Confirm new password"
          errors={errors}
        />
        <SubmitWithAlert alert={alert} busy={change.isPending}>
          Change password
        </SubmitWithAlert>
      </PanelBody>
    </form>
  );
}
