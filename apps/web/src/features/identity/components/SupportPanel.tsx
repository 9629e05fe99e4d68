import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { MailIcon } from '../../../components/ui/icons';
import { closeAccessModal } from '../access-modal-state';
import { AppealForm } from './AppealForm';
import { Lead, PanelBody, StepIcon } from './panel-parts';

/** State 6: the support/appeal form a banned customer reaches from Contact Support. */
export function SupportPanel() {
  const [sent, setSent] = useState<string | null>(null);
  if (sent) {
    return (
      <PanelBody className="text-center">
        <StepIcon>
          <MailIcon />
        </StepIcon>
        <h3 className="text-lg font-bold text-ink-900">Appeal sent</h3>
        <Lead>{sent}</Lead>
        <Button size="lg" block onClick={closeAccessModal} data-autofocus>
          Close
        </Button>
      </PanelBody>
    );
  }
  return (
    <PanelBody>
      <Lead>If your account was restricted, tell us what happened and our support team will review it.</Lead>
      <AppealForm onSent={setSent} autoFocus />
    </PanelBody>
  );
}
