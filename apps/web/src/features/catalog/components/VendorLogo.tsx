import { StoreIcon } from '../../../components/ui/icons';
import { Picture } from '../../../components/ui/Picture';
import { cn } from '../../../lib/cn';

/** A vendor's round logo, or a store icon when it has none (vendor cards and the product's seller box). */
export function VendorLogo({ logo, className }: { logo: string | null; className?: string }) {
  return (
    <span
      className={cn(
        'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100',
        className,
      )}
    >
      {logo ? (
        <Picture
          src={logo}
          widths={[120]}
          sizes="3rem"
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <StoreIcon aria-hidden />
      )}
    </span>
  );
}
