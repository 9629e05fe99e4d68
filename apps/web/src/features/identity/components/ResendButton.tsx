import { RESEND_COUNTDOWN_S } from '@oja/contract/constants';
import { Button } from '../../../components/ui/Button';
import { useCountdown } from '../use-countdown';

/** Resend with the 60 s countdown of spec section 9; the countdown starts at once (a mail just went). */
export function ResendButton({
  onResend,
  busy,
  label = 'Resend link',
}: {
  onResend: () => Promise<boolean>;
  busy: boolean;
  label?: string;
}) {
  const { left, done, restart } = useCountdown(RESEND_COUNTDOWN_S);
  return (
    <Button
      variant="secondary"
      size="lg"
      block
      disabled={!done}
      loading={busy}
      onClick={async () => {
        if (await onResend()) restart();
      }}
    >
      {done ? label : `${label} in ${left}s`}
    </Button>
  );
}
