import type { SVGProps } from 'react';

/**
 * Inline 24px stroke icons (no icon library: they cost a few hundred bytes in total). Each is one
 * `<path>` (circles and rounded boxes written as arcs): a product card carries four of them, and
 * every element counts in a phone's parse, style and hydration time (issue 14).
 */
type IconProps = SVGProps<SVGSVGElement> & { title?: string };

function Svg({ title, d, children, ...props }: IconProps & { d?: string }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless a title is given, which is then rendered
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
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {d ? <path d={d} /> : children}
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return <Svg d="M4 6h16M4 12h16M4 18h16" {...props} />;
}

export function CloseIcon(props: IconProps) {
  return <Svg d="M6 6l12 12M18 6L6 18" {...props} />;
}

export function CartIcon(props: IconProps) {
  return (
    <Svg
      d="M7.75 20a1.25 1.25 0 1 0 2.5 0a1.25 1.25 0 1 0 -2.5 0M16.75 20a1.25 1.25 0 1 0 2.5 0a1.25 1.25 0 1 0 -2.5 0M2.5 3h2.6l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1L21 7.5H6.1"
      {...props}
    />
  );
}

export function HeartIcon(props: IconProps) {
  return (
    <Svg
      d="M12 20.5s-7.5-4.4-9.3-9.2C1.5 8 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.5 4.5 6.8-1.8 4.8-9.3 9.2-9.3 9.2z"
      {...props}
    />
  );
}

export function UserIcon(props: IconProps) {
  return <Svg d="M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M4 20.5c1.3-3.6 4.4-5.5 8-5.5s6.7 1.9 8 5.5" {...props} />;
}

export function SearchIcon(props: IconProps) {
  return <Svg d="M4.5 11a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0M16 16l4.5 4.5" {...props} />;
}

export function ChevronDownIcon(props: IconProps) {
  return <Svg d="M6 9l6 6 6-6" {...props} />;
}

export function ChevronRightIcon(props: IconProps) {
  return <Svg d="M9 6l6 6-6 6" {...props} />;
}

export function ChevronLeftIcon(props: IconProps) {
  return <Svg d="M15 6l-6 6 6 6" {...props} />;
}

export function ArrowRightIcon(props: IconProps) {
  return <Svg d="M4 12h15M13 6l6 6-6 6" {...props} />;
}

export function LogoutIcon(props: IconProps) {
  return <Svg d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10" {...props} />;
}

export function EyeIcon(props: IconProps) {
  return (
    <Svg d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0" {...props} />
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <Svg
      d="M3 3l18 18M10.6 5.1A10.7 10.7 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7c1.8 0 3.4-.5 4.8-1.3M9.9 9.9a3 3 0 0 0 4.2 4.2"
      {...props}
    />
  );
}

export function GridIcon(props: IconProps) {
  return (
    <Svg
      d="M5.5 4h3.5a1.5 1.5 0 0 1 1.5 1.5v3.5a1.5 1.5 0 0 1 -1.5 1.5h-3.5a1.5 1.5 0 0 1 -1.5 -1.5v-3.5a1.5 1.5 0 0 1 1.5 -1.5zM15 4h3.5a1.5 1.5 0 0 1 1.5 1.5v3.5a1.5 1.5 0 0 1 -1.5 1.5h-3.5a1.5 1.5 0 0 1 -1.5 -1.5v-3.5a1.5 1.5 0 0 1 1.5 -1.5zM5.5 13.5h3.5a1.5 1.5 0 0 1 1.5 1.5v3.5a1.5 1.5 0 0 1 -1.5 1.5h-3.5a1.5 1.5 0 0 1 -1.5 -1.5v-3.5a1.5 1.5 0 0 1 1.5 -1.5zM15 13.5h3.5a1.5 1.5 0 0 1 1.5 1.5v3.5a1.5 1.5 0 0 1 -1.5 1.5h-3.5a1.5 1.5 0 0 1 -1.5 -1.5v-3.5a1.5 1.5 0 0 1 1.5 -1.5z"
      {...props}
    />
  );
}

export function HomeIcon(props: IconProps) {
  return <Svg d="M3.5 10.5L12 3.5l8.5 7M5.5 9v11h13V9" {...props} />;
}

export function WalletIcon(props: IconProps) {
  return (
    <Svg
      d="M3.5 7.5v10a2 2 0 0 0 2 2h13a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-13a2 2 0 0 1 0-4h11M15.25 13.5a1.25 1.25 0 1 0 2.5 0a1.25 1.25 0 1 0 -2.5 0"
      {...props}
    />
  );
}

export function BoxIcon(props: IconProps) {
  return <Svg d="M3.5 7.5L12 3l8.5 4.5v9L12 21l-8.5-4.5zM3.5 7.5L12 12l8.5-4.5M12 12v9" {...props} />;
}

export function BellIcon(props: IconProps) {
  return <Svg d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" {...props} />;
}

export function StarIcon(props: IconProps) {
  return <Svg d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" {...props} />;
}

export function MailIcon(props: IconProps) {
  return (
    <Svg
      d="M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2zM3.5 6.5L12 13l8.5-6.5"
      {...props}
    />
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <Svg
      d="M12 21s-7-6.1-7-11.5a7 7 0 1 1 14 0C19 14.9 12 21 12 21zM9.5 9.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0"
      {...props}
    />
  );
}

export function InboxIcon(props: IconProps) {
  return <Svg d="M3.5 13.5L6 5h12l2.5 8.5V19H3.5zM3.5 13.5h5l1.5 2.5h4l1.5-2.5h5" {...props} />;
}

export function TruckIcon(props: IconProps) {
  return (
    <Svg
      d="M2.5 6h11v10h-11zM13.5 9.5h4l3 3.5v3h-7M4.75 17.5a1.75 1.75 0 1 0 3.5 0a1.75 1.75 0 1 0 -3.5 0M15.25 17.5a1.75 1.75 0 1 0 3.5 0a1.75 1.75 0 1 0 -3.5 0"
      {...props}
    />
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <Svg
      d="M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6zM8.5 12l2.5 2.5 4.5-5"
      {...props}
    />
  );
}

export function ExternalIcon(props: IconProps) {
  return <Svg d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" {...props} />;
}

export function RefreshIcon(props: IconProps) {
  return <Svg d="M20 11a8 8 0 0 0-14.7-4.4M4 4v4h4M4 13a8 8 0 0 0 14.7 4.4M20 20v-4h-4" {...props} />;
}

export function PhoneIcon(props: IconProps) {
  return (
    <Svg
      d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
      {...props}
    />
  );
}

export function StoreIcon(props: IconProps) {
  return (
    <Svg
      d="M3 9l1.5-5h15L21 9M3 9v0a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 12v8h14v-8M10 20v-5h4v5"
      {...props}
    />
  );
}

export function TagIcon(props: IconProps) {
  return <Svg d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9zM6 7.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0" {...props} />;
}

export function ClockIcon(props: IconProps) {
  return <Svg d="M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 7v5l3 2" {...props} />;
}

export function PauseIcon(props: IconProps) {
  return <Svg d="M9 5v14M15 5v14" {...props} />;
}

export function PlayIcon(props: IconProps) {
  return <Svg d="M7 5l12 7-12 7z" {...props} />;
}

export function SlidersIcon(props: IconProps) {
  return (
    <Svg
      d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M8 12a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M16 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0"
      {...props}
    />
  );
}

export function PiggyIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Svg
      d="M19 10.5c.9.3 1.5 1 1.5 2v1.5h-1.6a7 7 0 0 1-2.4 3V19.5h-3v-1.6a7.6 7.6 0 0 1-3 0v1.6h-3v-2.4A6.2 6.2 0 0 1 4.5 12c0-3.6 3.1-6.5 7-6.5 1.9 0 3.6.6 4.9 1.7L18.5 6v3.3c.2.4.4.8.5 1.2zM9.5 8.5h3M14.9 11a0.6 0.6 0 1 0 1.2 0a0.6 0.6 0 1 0 -1.2 0"
      {...props}
    />
  );
}

export function CoinIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.5 16V8l5 8V8M8 11h8M8 13h8" strokeWidth={1.6} />
    </Svg>
  );
}

export function CheckIcon(props: SVGProps<SVGSVGElement>) {
  return <Svg d="M5 12.5l4.5 4.5L19 7.5" {...props} />;
}

export function CheckAllIcon(props: SVGProps<SVGSVGElement>) {
  return <Svg d="M2.5 12.5L7 17l9.5-9.5M12 16l1 1 9.5-9.5" {...props} />;
}

export function PencilIcon(props: SVGProps<SVGSVGElement>) {
  return <Svg d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4" {...props} />;
}

export function TrashIcon(props: SVGProps<SVGSVGElement>) {
  return <Svg d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" {...props} />;
}

export function PlusIcon(props: SVGProps<SVGSVGElement>) {
  return <Svg d="M12 5v14M5 12h14" {...props} />;
}

export function KeyIcon(props: SVGProps<SVGSVGElement>) {
  return <Svg d="M4 15a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M10.8 12.2L20 3M16 7l3 3M14 9l2 2" {...props} />;
}
