import { messages } from '@oja/contract/messages';
import { formatNairaAmount } from '@oja/contract/money';
import type { SpendAndSaveWalletAnswer } from '@oja/contract/wallet';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { PiggyIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/Modal';
import { fieldClasses } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useSpendAndSaveSettings } from '../api/wallet-api';
import { WalletPanel } from './WalletPanel';

/** A checkbox drawn as an on/off switch (role=switch, so it is announced as one). */
const switchClasses =
  'h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-pill bg-ink-300 transition-colors before:mt-1 before:ml-1 before:block before:size-5 before:rounded-full before:bg-white before:shadow-card before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-60';

/** The percentage offered when Spend and Save has never been switched on. */
const SUGGESTED_PERCENTAGE = 5;
const PERCENTAGE_CHOICES = [2, 5, 10, 20] as const;

/** A typed percentage: a number from 1 to 100, or the message saying what is wrong. */
export function checkPercentage(text: string): { percentage: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: messages.spendAndSavePercentageRequired };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 1 || value > 100) {
    return { error: 'Choose a percentage from 1 to 100' };
  }
  return { percentage: value };
}

/** What the on/off notice says (spec section 2: Spend and Save on/off notices). */
export function spendAndSaveNotice(state: SpendAndSaveWalletAnswer): { title: string; body: string } {
  if (state.enabled) {
    return {
      title: messages.spendAndSaveOn,
      body: `${state.percentage}% of each cart total is added at checkout and saved to this wallet when the order is paid. Move your savings to your main wallet whenever you like.`,
    };
  }
  return {
    title: messages.spendAndSaveOff,
    body: `Nothing more is added at checkout. Your savings of ${formatNairaAmount(state.balance)} stay in this wallet until you move them.`,
  };
}

/**
 * The Spend and Save switch and its percentage. Turning it on sends the percentage (needed the first
 * time); turning it off keeps the percentage for next time. Each change ends with its notice overlay.
 */
export function SpendAndSaveSettings({ state }: { state: SpendAndSaveWalletAnswer }) {
  const settings = useSpendAndSaveSettings();
  const switchId = useId();
  const percentId = useId();
  const [draft, setDraft] = useState(() => String(state.percentage || SUGGESTED_PERCENTAGE));
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ title: string; body: string } | null>(null);

  // The saved percentage changed (another tab, or this save): the field follows it.
  useEffect(() => {
    if (state.percentage > 0) setDraft(String(state.percentage));
  }, [state.percentage]);

  function save(enabled: boolean, showNotice: boolean) {
    let percentage: number | undefined;
    if (enabled) {
      const checked = checkPercentage(draft);
      if ('error' in checked) {
        setError(checked.error);
        return;
      }
      percentage = checked.percentage;
    }
    setError(undefined);
    settings.mutate(
      { enabled, ...(percentage === undefined ? {} : { percentage }) },
      {
        onSuccess: ({ data }) => {
          if (showNotice) setNotice(spendAndSaveNotice(data));
          else toast.success(`Spend and Save now keeps ${data.percentage}% of each cart total`);
        },
        onError: (failure) => {
          const fields = serverFieldErrors(failure);
          if (fields.percentage) setError(fields.percentage);
          else toast.error(errorMessage(failure));
        },
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save(true, !state.enabled);
  }

  const percentChanged = String(state.percentage) !== draft.trim();
  return (
    <WalletPanel
      title="Settings"
      description="Save a little every time you shop: a share of each cart total goes into this wallet."
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label="Spend and Save settings"
      >
        <div className="flex items-center justify-between gap-4 rounded-xl bg-ink-50 px-4 py-3">
          <div className="flex min-w-0 flex-col">
            <label htmlFor={switchId} className="font-semibold text-ink-900">
              Spend and Save
            </label>
            <span id={`${switchId}-state`} className="text-xs text-ink-600">
              {state.enabled
                ? `On: ${state.percentage}% of each cart total`
                : 'Off: nothing is added at checkout'}
            </span>
          </div>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={state.enabled}
            aria-checked={state.enabled}
            aria-describedby={`${switchId}-state`}
            disabled={settings.isPending}
            onChange={() => save(!state.enabled, true)}
            className={switchClasses}
          />
        </div>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={percentId} className="text-sm font-medium text-ink-800">
            Percentage of each cart total to save
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <div className="relative w-28">
              <input
                id={percentId}
                name="percentage"
                type="number"
                inputMode="decimal"
                min={1}
                max={100}
                step="any"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${percentId}-error` : undefined}
                className={cn(fieldClasses, 'pr-8 font-semibold tabular-nums')}
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 right-3 flex items-center font-semibold text-ink-500"
              >
                %
              </span>
            </div>
            <fieldset className="flex gap-1.5">
              <legend className="sr-only">Common percentages</legend>
              {PERCENTAGE_CHOICES.map((choice) => (
                <button
                  key={choice}
                  type="button"
                  aria-pressed={draft.trim() === String(choice)}
                  onClick={() => {
                    setDraft(String(choice));
                    setError(undefined);
                  }}
                  className={cn(
                    'h-9 rounded-pill border px-3 text-sm font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    draft.trim() === String(choice)
                      ? 'border-brand-600 bg-brand-50 text-brand-800'
                      : 'border-ink-200 text-ink-700 hover:border-brand-300',
                  )}
                >
                  {choice}%
                </button>
              ))}
            </fieldset>
          </div>
          {error ? (
            <p id={`${percentId}-error`} className="text-xs font-medium text-danger-600">
              {error}
            </p>
          ) : (
            <p className="text-xs text-ink-500">From 1% to 100%. It is added to your total at checkout.</p>
          )}
        </div>

        {state.enabled ? (
          <Button type="submit" variant="secondary" disabled={!percentChanged} loading={settings.isPending}>
            Save percentage
          </Button>
        ) : (
          <Button type="submit" loading={settings.isPending}>
            Turn on Spend and Save
          </Button>
        )}
      </form>

      <Modal open={notice !== null} onClose={() => setNotice(null)} title={notice?.title ?? ''}>
        <div className="flex flex-col gap-4 p-5" data-testid="spend-and-save-notice">
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-xl',
                state.enabled ? 'bg-brand-50 text-brand-700' : 'bg-ink-100 text-ink-600',
              )}
            >
              <PiggyIcon />
            </span>
            <p className="text-sm text-ink-700">{notice?.body}</p>
          </div>
          <Button size="lg" block onClick={() => setNotice(null)} data-autofocus>
            Got it
          </Button>
        </div>
      </Modal>
    </WalletPanel>
  );
}
