import type { ComponentType } from 'react';
import { Modal } from '../../../components/ui/Modal';
import { ACCESS_MODAL_TITLES, type OpenAccessModalState, useAccessModal } from '../access-modal-state';
import { ChangePasswordPanel } from './ChangePasswordPanel';
import { ForgotPasswordPanel } from './ForgotPasswordPanel';
import { LoginPanel } from './LoginPanel';
import { PinSettingsPanel } from './PinSettingsPanel';
import { SignUpPanel } from './SignUpPanel';
import { SupportPanel } from './SupportPanel';

const PANELS: Record<OpenAccessModalState, ComponentType> = {
  1: LoginPanel,
  2: SignUpPanel,
  3: ForgotPasswordPanel,
  4: ChangePasswordPanel,
  5: PinSettingsPanel,
  6: SupportPanel,
};

/** Renders the panel of the current access state; mounted by the app layout. */
export default function AccessModalHost() {
  const { state, close } = useAccessModal();
  if (state === 0) return null;
  const Panel = PANELS[state];
  return (
    <Modal open onClose={close} title={ACCESS_MODAL_TITLES[state]}>
      <div data-access-state={state}>
        <Panel />
      </div>
    </Modal>
  );
}
