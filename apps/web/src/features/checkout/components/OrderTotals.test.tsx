import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summaryAnswer } from '../test-fixtures';
import { OrderTotals } from './OrderTotals';

const rows = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('order totals', () => {
  it('shows cart total, delivery fee and transaction charge, and no wallet lines when they are zero', () => {
    render(<OrderTotals totals={summaryAnswer().totals} itemCount={2} />);
    expect(rows()).toEqual([
      ['Cart total (2 items)', '₦10,000.00'],
      ['Delivery fee', '₦2,150.00'],
      ['Transaction charge', '₦282.25'],
      ['Total', '₦12,432.25'],
    ]);
  });

  it('adds Spend and Save and the smart coin discount when the server charged them', () => {
    const totals = {
      ...summaryAnswer().totals,
      spend_and_save_charge: 500,
      smart_coin_charge: -150.5,
      total: 12781.75,
    };
    render(<OrderTotals totals={totals} />);
    expect(rows()).toContainEqual(['Spend and Save', '₦500.00']);
    expect(rows()).toContainEqual(['Smart Coin discount', '-₦150.50']);
  });

  it('shows the total the server answered, never one added up in the browser', () => {
    // The parts do not add up to this total on purpose: the page must not "correct" it.
    render(<OrderTotals totals={{ ...summaryAnswer().totals, total: 99999.99 }} />);
    expect(within(screen.getByTestId('checkout-total')).getByText('₦99,999.99')).toBeInTheDocument();
  });
});
