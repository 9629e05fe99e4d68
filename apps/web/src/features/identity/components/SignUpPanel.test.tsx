import { messages } from '@oja/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpPanel } from './SignUpPanel';

const bodies: Record<string, unknown>[] = [];

beforeEach(() => {
  bodies.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      return new Response(
        JSON.stringify({
          status: 'success',
          message: messages.accountCreated,
          data: { email: body.email, email_verified: false },
        }),
        { status: 201, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
});

async function signUp(firstname: string, lastname: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SignUpPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sign up with email' }));
  await userEvent.type(screen.getByLabelText('First name'), firstname);
  await userEvent.type(screen.getByLabelText('Last name'), lastname);
  await userEvent.type(screen.getByLabelText('Email address'), 'obrien@oja.test');
  await userEvent.type(screen.getByLabelText('Password'), 'Lagos2026');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Lagos2026');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignUpPanel names (issue 54)', () => {
  it("sends O'Brien-Okafor and Adéṣínà as typed and reaches the verify-email step", async () => {
    await signUp("O'Brien-Okafor", 'Adéṣínà');
    expect(await screen.findByText('Verify your email')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ firstname: "O'Brien-Okafor", lastname: 'Adéṣínà' });
  });

  it('refuses a doubled hyphen and a digit inline, without calling the server', async () => {
    await signUp('Ada--Obi', 'Okafor2');
    expect(await screen.findByText(messages.firstNameLetters)).toBeInTheDocument();
    expect(screen.getByText(messages.lastNameLetters)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});
