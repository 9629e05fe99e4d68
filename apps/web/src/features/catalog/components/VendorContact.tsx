import type { Vendor } from '@oja/contract/catalog';
import { ExternalIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

/** '+2348090000012' as a Nigerian reads it: '+234 809 000 0012'. Other forms are shown as given. */
export function phoneText(phone: string): string {
  const match = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `+234 ${match[1]} ${match[2]} ${match[3]}` : phone;
}

/** wa.me wants the number in international form, digits only. */
export function whatsAppHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

const action =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ring-1 transition-colors';

/**
 * How to reach a vendor: call, WhatsApp and email, from the vendor's own details. Services, cars and
 * unpriced products are agreed with the vendor, so their pages and the vendor page show this.
 */
export function VendorContact({
  vendor,
  className,
}: {
  vendor: Pick<Vendor, 'store_name' | 'phone' | 'email'>;
  className?: string;
}) {
  const { phone, email } = vendor;
  const look = 'bg-white text-brand-700 ring-ink-200 hover:bg-brand-50 hover:ring-brand-300';
  if (!phone && !email) {
    return (
      <p className={cn('text-sm text-ink-600', className)}>
        This vendor has not shared a phone number or email address yet.
      </p>
    );
  }
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={`Contact ${vendor.store_name}`}>
      {phone ? (
        <>
          <li>
            <a href={`tel:${phone}`} className={cn(action, look)}>
              <PhoneIcon aria-hidden /> Call {phoneText(phone)}
            </a>
          </li>
          <li>
            <a
              href={whatsAppHref(phone)}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(action, look)}
            >
              <ExternalIcon aria-hidden /> WhatsApp<span className="sr-only"> (opens WhatsApp)</span>
            </a>
          </li>
        </>
      ) : null}
      {email ? (
        <li className="min-w-0">
          <a href={`mailto:${email}`} className={cn(action, look, 'max-w-full break-all')}>
            <MailIcon aria-hidden className="shrink-0" />
            {/* A long address does not fit a phone's button: it says Email there, the address is read out. */}
            <span className="sm:hidden">Email</span>
            <span className="sr-only sm:not-sr-only">{email}</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
