import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/TextField';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
};

/** A password input with the show/hide toggle of spec section 2 (Login). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="inline-flex size-10 items-center justify-center rounded-md text-lg text-ink-500 hover:text-ink-900"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
