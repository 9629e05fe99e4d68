import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    id: 'about',
    title: 'About Oja and these terms',
    body: (
      <p>
        Oja is an online marketplace where independent sellers (&ldquo;vendors&rdquo;) in Nigeria list
        products, services and cars, and shoppers buy from them. By creating an account, browsing or placing
        an order you agree to these terms. They are governed by the laws of the Federal Republic of Nigeria,
        including the Federal Competition and Consumer Protection Act 2018 (FCCPA), which gives you rights
        that these terms do not take away.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 18 years old, or shop with the consent of a parent or guardian.</li>
        <li>
          Give accurate details (name, email address, phone number and delivery address) and keep them up to
          date.
        </li>
        <li>
          Keep your password and wallet PIN secret. You are responsible for activity on your account; tell us
          at once if you think someone else has used it.
        </li>
        <li>
          We may suspend or ban an account used for fraud, abuse of promotions, fake reviews or harassment of
          sellers or staff. You can appeal a ban or suspension from the login screen.
        </li>
      </ul>
    ),
  },
  {
    id: 'listings',
    title: 'Listings, prices and promotions',
    body: (
      <>
        <p>
          Vendors describe and price their own listings. All prices are in Nigerian naira (₦) and include VAT
          at 7.5% where it applies; the product page shows the VAT included. Delivery fees are shown at
          checkout before you pay.
        </p>
        <ul>
          <li>
            Promotions such as Black Friday Deals, Flash Sales and Payday Sales run only between the dates
            shown and while stock lasts.
          </li>
          <li>
            Services and cars marked &ldquo;Negotiable&rdquo; are priced by agreement with the seller;
            &ldquo;Fixed Price&rdquo; items are not negotiable.
          </li>
          <li>
            If a listing carries an obvious pricing error, we or the vendor may cancel the order and refund
            you in full.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders and payment',
    body: (
      <>
        <p>
          An order is accepted when you receive an order confirmation. You can pay by debit or credit card
          (Verve, Mastercard and Visa) through Paystack, our licensed payment processor, or from your Oja
          wallet. Card details are entered on Paystack&rsquo;s secure page; Oja never sees or stores your full
          card number.
        </p>
        <ul>
          <li>A card transaction charge, where it applies, is shown before you pay.</li>
          <li>
            Spend and Save puts the percentage you chose aside into your Spend and Save wallet with each
            order; Smart Coins may be used as a discount when shown at checkout.
          </li>
          <li>If a payment fails or is reversed, the order is not processed.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <p>
        We deliver to addresses across Nigeria through door delivery and partner couriers. Delivery dates
        shown at checkout are estimates (&ldquo;on or before&rdquo; a date, or &ldquo;between&rdquo; two
        dates). Please check your package when it arrives and report anything missing or damaged within 48
        hours.
      </p>
    ),
  },
  {
    id: 'returns',
    title: 'Cancellations, returns and refunds',
    body: (
      <ul>
        <li>You can cancel an order from your account before it is shipped.</li>
        <li>
          You may return most items within 7 days of delivery if they are defective, damaged, wrong or not as
          described, unused and in their original packaging. Perishable food, underwear, opened beauty
          products and items made to order cannot be returned unless they are defective.
        </li>
        <li>
          Approved refunds go back to the card you paid with (through Paystack) or to your Oja wallet, usually
          within 7 to 14 working days of our receiving the returned item.
        </li>
        <li>
          Cars and services are bought directly from the seller after inspection or agreement; disputes about
          them are handled with the seller, and we will help where we can.
        </li>
      </ul>
    ),
  },
  {
    id: 'conduct',
    title: 'Reviews and acceptable use',
    body: (
      <p>
        Reviews must be honest and about your own experience. Do not post unlawful, hateful or misleading
        content, try to get around our security, scrape the site, or use Oja for anything illegal. We may
        remove content that breaks these rules.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <p>
        We take reasonable care to keep Oja available and secure, and to remove sellers who break our rules.
        Vendors are responsible for their listings and the goods they supply. Nothing in these terms limits
        liability that cannot be limited under Nigerian law, including your statutory rights under the FCCPA.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; the date above shows the latest version, and important changes are
        announced by email. Questions or complaints: support@oja.ng or our Help Center. If we cannot resolve a
        complaint, you may contact the Federal Competition and Consumer Protection Commission (FCCPC).
      </p>
    ),
  },
];

export default function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="1 June 2025"
      intro={
        <p>
          These terms explain how shopping on Oja works: your account, orders, payment, delivery, returns and
          cancellations. Please read them with our Privacy Policy.
        </p>
      }
      sections={sections}
      other={{ to: '/privacy-policy', label: 'Privacy Policy' }}
    />
  );
}
