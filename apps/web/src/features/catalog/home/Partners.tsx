/*
 * Payment and logistics partners, drawn as text badges: no external images, nothing to download.
 */
const PARTNERS = [
  { name: 'Paystack', role: 'Card payments', tone: 'text-sky-700 bg-sky-50 ring-sky-100' },
  { name: 'Verve', role: 'Cards', tone: 'text-red-700 bg-red-50 ring-red-100' },
  { name: 'Mastercard', role: 'Cards', tone: 'text-orange-700 bg-orange-50 ring-orange-100' },
  { name: 'Visa', role: 'Cards', tone: 'text-blue-800 bg-blue-50 ring-blue-100' },
  { name: 'CourierPlus', role: 'Delivery', tone: 'text-violet-700 bg-violet-50 ring-violet-100' },
  { name: 'GIG Logistics', role: 'Delivery', tone: 'text-emerald-700 bg-emerald-50 ring-emerald-100' },
  { name: 'DHL', role: 'Delivery', tone: 'text-amber-800 bg-amber-50 ring-amber-100' },
] as const;

export function Partners() {
  return (
    <section
      aria-labelledby="partners-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-100 md:p-6"
    >
      <h2 id="partners-heading" className="text-sm font-bold uppercase tracking-wider text-ink-600">
        Our payment and delivery partners
      </h2>
      <ul className="flex flex-wrap gap-2 md:gap-3">
        {PARTNERS.map((partner) => (
          <li
            key={partner.name}
            className={`flex flex-col rounded-xl px-3 py-2 ring-1 md:px-4 ${partner.tone}`}
          >
            <span className="text-sm font-extrabold tracking-tight md:text-base">{partner.name}</span>
            <span className="text-[0.65rem] font-medium uppercase tracking-wide">{partner.role}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
