export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[90] rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      Skip to content
    </a>
  );
}
