import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '../../../lib/cn';

type TabItem<K extends string> = { key: K; label: string; count?: number };

/**
 * A tab list (WAI-ARIA tabs, automatic activation): arrows, Home and End move between tabs, only the
 * chosen tab is in the Tab order, and the panel below is named by it.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  children,
}: {
  label: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  idPrefix: string;
  children: ReactNode;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 rounded-xl bg-ink-100 p-1 md:w-fit"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) refs.current.set(tab.key, node);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={cn(
                'flex h-10 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-2 text-sm font-semibold transition-colors md:flex-none md:gap-2 md:px-5',
                active ? 'bg-white text-ink-900 shadow-card' : 'text-ink-600 hover:text-ink-900',
              )}
            >
              {tab.label}
              {tab.count !== undefined ? (
                <span
                  className={cn(
                    'rounded-pill px-1.5 text-xs tabular-nums',
                    active ? 'bg-brand-600 text-white' : 'bg-ink-200 text-ink-700',
                  )}
                >
                  {tab.count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${selected}`}>
        {children}
      </div>
    </div>
  );
}
