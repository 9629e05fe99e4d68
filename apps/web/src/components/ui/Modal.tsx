import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Visually hide the title (it still names the dialog). */
  hideTitle?: boolean;
  children: ReactNode;
  /** `drawer` slides in from the left edge (mobile navigation). */
  variant?: 'dialog' | 'drawer';
  className?: string;
};

/**
 * An accessible dialog: role=dialog + aria-modal, named by its title, Escape and the backdrop
 * close it, Tab stays inside, and focus returns to what opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  children,
  variant = 'dialog',
  className,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const firstEl = focusable[0];
      const lastEl = focusable[focusable.length - 1];
      if (!firstEl || !lastEl) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === firstEl) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault();
        firstEl.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  const drawer = variant === 'drawer';

  return createPortal(
    <div
      className={cn(
        'fixed inset-0 z-50 flex',
        drawer ? 'justify-start' : 'items-end justify-center md:items-center',
      )}
    >
      <div aria-hidden="true" className="absolute inset-0 animate-fade-in bg-ink-900/50" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-full flex-col bg-white shadow-pop focus:outline-none',
          drawer
            ? 'h-full w-[88vw] max-w-sm animate-drawer-in'
            : 'max-h-[92dvh] w-full animate-toast-in rounded-t-2xl md:max-w-md md:rounded-2xl',
          className,
        )}
      >
        <div className={cn('flex items-center gap-2 border-ink-100 px-5 py-3', !hideTitle && 'border-b')}>
          <h2 id={titleId} className={cn('flex-1 text-lg font-bold text-ink-900', hideTitle && 'sr-only')}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mr-2 ml-auto inline-flex size-10 items-center justify-center rounded-full text-xl text-ink-600 hover:bg-ink-100 hover:text-ink-900"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
