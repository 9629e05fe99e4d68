import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';
import { ChevronDownIcon } from './icons';
import { fieldClasses } from './TextField';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** A labelled native select in the design system's field style (native: the phone's own picker). */
export function SelectField({ label, error, hint, id, className, children, ...props }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const describedBy = [hint ? `${selectId}-hint` : '', error ? `${selectId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(fieldClasses, 'appearance-none pr-10')}
          {...props}
        >
          {children}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-ink-500"
        />
      </div>
      {hint ? (
        <p id={`${selectId}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${selectId}-error`} className="text-xs font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
