import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[80] h-0.5 overflow-hidden bg-brand-100" aria-hidden="true">
      <div className="h-full w-1/3 animate-[progress_1.1s_ease-in-out_infinite] bg-deal-500" />
    </div>
  );
}
