import { cn } from '../../lib/cn';
import { useStore } from '../../lib/create-store';
import { CloseIcon } from './icons';
import { dismissToast, toastStore } from './toast-store';

/** The stacked toast region, bottom centre on phones and bottom right on wider screens. */
export function Toaster() {
  const toasts = useStore(toastStore);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[70] flex flex-col items-center gap-2 px-4 md:items-end md:px-6"
    >
      <div role="status" aria-live="polite" aria-atomic="false" className="contents">
        {toasts.map((item) => (
          <div
            key={item.id}
            data-kind={item.kind}
            className={cn(
              'pointer-events-auto flex w-full max-w-sm animate-toast-in items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium text-white shadow-pop',
              item.kind === 'error' ? 'bg-danger-600' : 'bg-ink-900',
            )}
          >
            <p className="flex-1 leading-5">{item.message}</p>
            {item.action ? (
              <button
                type="button"
                onClick={() => {
                  dismissToast(item.id);
                  item.action?.onAction();
                }}
                className="-my-1 rounded-md px-2 py-1 font-semibold text-brand-200 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
              >
                {item.action.label}
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => dismissToast(item.id)}
              aria-label="Dismiss notification"
              className="-m-1 rounded p-1 text-white/80 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
            >
              <CloseIcon />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
