import { useNavigationPending } from '../browser-router';

/** A thin bar at the top while the next page's code loads. */
export function NavigationProgress() {
  const pending = useNavigationPending();
  if (!pending) return null;
  return (
    <div
      data-testid="navigation-progress"
      className="fixed inset-x-0 top-0 z-[80] h-0.5 overflow-hidden bg-brand-100"
      aria-hidden="true"
    >
      <div className="h-full w-1/3 animate-[progress_1.1s_ease-in-out_infinite] bg-deal-500" />
    </div>
  );
}
