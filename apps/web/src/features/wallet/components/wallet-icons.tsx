import type { SVGProps } from 'react';

/** The wallet pages' own two icons, drawn like the design system's (24px, 2px stroke, decorative). */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function PiggyIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M19 10.5c.9.3 1.5 1 1.5 2v1.5h-1.6a7 7 0 0 1-2.4 3V19.5h-3v-1.6a7.6 7.6 0 0 1-3 0v1.6h-3v-2.4A6.2 6.2 0 0 1 4.5 12c0-3.6 3.1-6.5 7-6.5 1.9 0 3.6.6 4.9 1.7L18.5 6v3.3c.2.4.4.8.5 1.2z" />
      <path d="M9.5 8.5h3" />
      <circle cx="15.5" cy="11" r=".6" fill="currentColor" />
    </Icon>
  );
}

export function CoinIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.5 16V8l5 8V8M8 11h8M8 13h8" strokeWidth={1.6} />
    </Icon>
  );
}
