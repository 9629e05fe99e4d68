import { openCookieSettings } from '../consent';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    id: 'who',
    title: 'Who we are',
    body: (
      <p>
        Oja is the data controller for the personal data described here. We process it in line with the
        Nigeria Data Protection Act 2023 (NDPA), the Nigeria Data Protection Regulation 2019 (NDPR) and the
        guidance of the Nigeria Data Protection Commission (NDPC).
      </p>
    ),
  },
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          Account details: first name, last name, email address, phone number and password (stored only as a
          secure hash).
        </li>
        <li>Delivery details: address, state, city, postal code and phone number.</li>
        <li>Orders, cart, saved items, reviews, wallet, Spend and Save and Smart Coin activity.</li>
        <li>Payment references from Paystack. We never receive or store your full card number or CVV.</li>
        <li>
          Device and usage data: pages and products viewed, device identifier, browser, referring page and
          affiliate codes in links (kept for 7 days).
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'Why we use it (lawful bases)',
    body: (
      <ul>
        <li>To run your account and deliver your orders (performance of a contract).</li>
        <li>
          To take payment and prevent fraud, including reCAPTCHA checks at sign-up and login (legitimate
          interests and legal obligations).
        </li>
        <li>
          To show recommendations such as &ldquo;For you&rdquo; and recently viewed items (legitimate
          interests; you can clear them).
        </li>
        <li>
          To send newsletters and offers only with your consent, which you can withdraw at any time from
          Newsletter Preference.
        </li>
        <li>To keep tax and accounting records required by Nigerian law (legal obligation).</li>
      </ul>
    ),
  },
  {
    id: 'share',
    title: 'Who we share it with',
    body: (
      <ul>
        <li>Vendors: the name, phone number and delivery address needed to fulfil your order.</li>
        <li>Paystack, to process card payments, and our logistics partners, to deliver packages.</li>
        <li>
          Service providers that host our systems or send email for us, under written data processing
          agreements.
        </li>
        <li>Authorities, when Nigerian law requires it.</li>
      </ul>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        Some providers may process data outside Nigeria. We only transfer data where the NDPA allows it, such
        as to countries with adequate protection or with appropriate safeguards in our contracts.
      </p>
    ),
  },
  {
    id: 'keep',
    title: 'How long we keep it',
    body: (
      <p>
        We keep account data while your account is open, and order and payment records for six years for tax
        and accounting purposes. Browsing data is kept for up to 12 months. Items you viewed recently are
        stored on your own device and you can clear them by clearing your browser storage.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the NDPA you have the right to:</p>
        <ul>
          <li>be told how your data is used, and get a copy of it;</li>
          <li>correct inaccurate data, and have data deleted where we no longer need it;</li>
          <li>object to or restrict processing, and withdraw consent at any time;</li>
          <li>receive your data in a portable format;</li>
          <li>complain to the Nigeria Data Protection Commission.</li>
        </ul>
        <p>Email privacy@oja.ng to use any of these rights; we reply within 30 days.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and security',
    body: (
      <>
        <p>
          We use necessary cookies and browser storage to keep you signed in, keep your cart, remember that
          you answered the cookie banner (one cookie, so our pages come without it), note whether this browser
          has a session (one cookie that says only yes, so a new visitor's empty cart shows at once) and keep
          the affiliate code of a link you followed for 7 days (so the affiliate is paid for your order).
          Other categories (functional, performance, analytics, advertisement, others) are off until you allow
          them in the cookie banner; analytics covers the product and campaign views we count and the visits
          through affiliate links we record. Data is encrypted in transit, access is limited to staff who need
          it, and we will notify you and the NDPC of a breach that puts your rights at risk, as the law
          requires.
        </p>
        <p>
          <button
            type="button"
            onClick={openCookieSettings}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Cookie settings
          </button>{' '}
          lets you change your choice at any time.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact and changes',
    body: (
      <p>
        Our Data Protection Officer can be reached at privacy@oja.ng. We may update this policy; the date
        above shows the latest version, and important changes are announced by email.
      </p>
    ),
  },
];

export default function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="1 June 2025"
      intro={
        <p>
          Your privacy matters to us. This policy explains what personal data Oja collects, why, who we share
          it with, how long we keep it and how you can control it.
        </p>
      }
      sections={sections}
      other={{ to: '/terms-of-service', label: 'Terms of Service' }}
    />
  );
}
