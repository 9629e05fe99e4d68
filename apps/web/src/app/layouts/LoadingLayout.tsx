/** The loading layout: the brand mark with a spinner ring, shown in a layout while a page's code loads. */
export function LoadingLayout() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-brand-700"
    >
      <span className="relative inline-flex size-14 items-center justify-center">
        <span className="absolute inset-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
        <span className="text-lg font-black">O</span>
      </span>
      <span className="text-sm font-medium text-ink-600">Loading…</span>
    </div>
  );
}
