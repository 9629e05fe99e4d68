import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { Lead, PanelBody } from './panel-parts';

/** State 5: held here so the modal has all six states; the wallet issue fills create and reset pin. */
export function PinSettingsPanel() {
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <PanelBody>
        <Lead>Your wallet PIN protects payments from your Oja wallets.</Lead>
        <TextField label="New PIN" name="new_pin" inputMode="numeric" autoComplete="off" data-autofocus />
        <Button type="submit" size="lg" block disabled>
          Save PIN
        </Button>
        <p role="note" className="rounded-lg bg-deal-50 px-3 py-2 text-xs text-deal-700">
          Wallet PIN settings are not switched on in this build yet.
        </p>
      </PanelBody>
    </form>
  );
}
