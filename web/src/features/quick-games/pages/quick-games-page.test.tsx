import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONAS } from '@sportsbook/mock-server/personas';
import { api } from '@/lib/api.ts';
import { formatMoney } from '@/lib/format-money.ts';
import { i18n } from '@/lib/i18n.ts';
import { SESSION_KEYS } from '@/lib/storage.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { renderApp, renderRoutes } from '@/test/render.tsx';
import QuickGamesPage from './quick-games-page.tsx';

const money = (amount: number) => formatMoney(amount, 'en');
const renderPage = () =>
  renderRoutes([{ path: '/quick-games', element: <QuickGamesPage /> }], {
    path: '/quick-games',
  });
const betField = () => screen.getByRole('textbox', { name: 'Bet' });
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const betList = () => screen.getByRole('region', { name: 'Bets' });

async function ready() {
  const user = userEvent.setup();
  const view = renderPage();
  await screen.findByRole('radio', { name: /Leidsa/ });
  return Object.assign(user, { unmount: view.unmount });
}

/** Types a bet and its amount with the keyboard only: Enter to the amount, Enter to add. */
async function typeBet(user: ReturnType<typeof userEvent.setup>, bet: string, amount: string) {
  await user.clear(betField());
  await user.keyboard(`${bet}{Enter}`);
  expect(amountField()).toHaveFocus();
  await user.keyboard(`{Control>}a{/Control}${amount}{Enter}`);
}

describe('QuickGamesPage', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  // Decision 170: the amount is typed as the language writes it, and a wrong one is not "empty".
  it('takes an amount typed in Spanish, shows the Spanish placeholder and says what is wrong', async () => {
    await i18n.changeLanguage('es');
    await logInAs('demo');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /Leidsa/ }));
    const bet = screen.getByRole('textbox', { name: 'Jugada' });
    const amount = screen.getByRole('textbox', { name: 'Monto' });
    expect(amount).toHaveAttribute('placeholder', '0,00');

    await user.type(bet, '27{Enter}');
    await user.keyboard('2,50{Enter}');
    expect(screen.getByRole('region', { name: 'Jugadas' })).toHaveTextContent(/Total2,50\s\$/);

    await user.type(bet, '28{Enter}');
    await user.keyboard('2,5x{Enter}');
    expect(screen.getByText('Ingrese un monto válido.')).toBeInTheDocument();
    expect(screen.queryByText('El campo de monto no puede estar vacío.')).not.toBeInTheDocument();
  });

  it('asks for a lottery first, then takes bets by keyboard into the list with count and total', async () => {
    await logInAs('demo');
    const user = await ready();

    await typeBet(user, '27', '5');
    expect(screen.getByText('You must select a lottery.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Loteria Nacional/ })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: /Leidsa/ }));
    await typeBet(user, '27', '5');
    await typeBet(user, '12-45', '2.5');
    await typeBet(user, '07E02', '1');
    const list = betList();
    expect(within(list).getByText('3 bets')).toBeInTheDocument();
    expect(within(list).getByText('12-45')).toBeInTheDocument();
    expect(within(list).getByText('Quiniela manzana')).toBeInTheDocument();
    expect(list).toHaveTextContent(money(8.5));
    expect(betField()).toHaveFocus();

    // Locked lottery once bets exist.
    expect(screen.getByRole('radio', { name: /Loteka/ })).toBeDisabled();
    expect(
      screen.getByText('The lottery cannot be changed once the ticket has bets.'),
    ).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove bet 27' }));
    expect(within(list).getByText('2 bets')).toBeInTheDocument();
    expect(list).toHaveTextContent(money(3.5));
  });

  it("shows the rule's messages beside the field they are about, announced", async () => {
    await logInAs('demo');
    const user = await ready();
    await user.click(screen.getByRole('radio', { name: /Leidsa/ }));

    const expectMessage = async (bet: string, amount: string, message: string) => {
      await user.clear(betField());
      await user.clear(amountField());
      if (bet) await user.type(betField(), bet);
      if (amount) await user.type(amountField(), amount);
      await user.click(screen.getByRole('button', { name: 'Add bet' }));
      const shown = await screen.findByText(message);
      const field = message.includes('amount') ? amountField() : betField();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
      expect(shown).toHaveAttribute('aria-live', 'assertive');
    };
    await expectMessage('', '5', 'The bet field cannot be empty.');
    await expectMessage('27', '', 'The amount field cannot be empty.');
    await expectMessage('27-27', '5', 'There are repeated numbers.');
    await expectMessage('27E04', '5', 'Invalid apple.');
    await expectMessage('01-06-02-03', '5', 'Type of bet no valid for this lottery.');

    // Escape clears the field it is pressed in, and the message.
    await user.click(betField());
    await user.keyboard('{Escape}');
    expect(betField()).toHaveValue('');
    expect(screen.queryByText('Type of bet no valid for this lottery.')).not.toBeInTheDocument();
  });

  it('keeps the bets over a reload (session storage) and Clean screen clears everything', async () => {
    await logInAs('demo');
    const user = await ready();
    await user.click(screen.getByRole('radio', { name: /Loteka/ }));
    await typeBet(user, '05-18-33', '3');
    expect(sessionStorage.getItem(SESSION_KEYS.quickGameBets)).toContain('05-18-33');

    user.unmount();
    renderPage();
    expect(await screen.findByText('05-18-33')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Loteka/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Clean screen' }));
    expect(screen.getByText('You must have at least one bet.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Loteka/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(sessionStorage.getItem(SESSION_KEYS.quickGameBets)).toBeNull();
  });

  it('saves: POST /QGame, Ticket created!, the list clears and the balance drops', async () => {
    await logInAs('demo');
    const before = (await api.call('account.standing', {})).balance;
    const user = await ready();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Domino/ }));
    await typeBet(user, '01-06', '4');
    await typeBet(user, '01-06-02-03', '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Ticket created!')).toBeInTheDocument();
    expect(within(betList()).getByText('0 bets')).toBeInTheDocument();
    expect((await api.call('account.standing', {})).balance).toBe(before - 10);
    const tickets = mock.state.db.quickGameTicket.findMany({
      where: { userId: { equals: PERSONAS.demo.userId } },
    });
    const saved = tickets.find((ticket) => ticket.lottGroupId === 4 && ticket.amount === 10);
    expect(saved).toBeDefined();
    // The new ticket shows in the quick-game tickets table once it refreshes.
    const table = await screen.findByRole('table', { name: 'Quick-game tickets' });
    await waitFor(() => {
      expect(within(table).getByText(`#${String(saved?.ticketId)}`)).toBeInTheDocument();
    });
  });

  it('refuses a ticket above the balance with the Spanish text, before posting', async () => {
    await logInAs('demo');
    const { balance } = await api.call('account.standing', {});
    const ticketCount = () => mock.state.db.quickGameTicket.findMany({}).length;
    const ticketsBefore = ticketCount();
    const user = await ready();
    await user.click(screen.getByRole('radio', { name: /Leidsa/ }));
    await typeBet(user, '27', String(Math.ceil(balance) + 100));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const texts = await screen.findAllByText(
      'No tienes balance suficiente para realizar este ticket.',
    );
    expect(texts.length).toBeGreaterThan(0);
    expect(within(betList()).getByText('1 bet')).toBeInTheDocument();
    expect(ticketCount()).toBe(ticketsBefore);
  });

  it('is not there for basic (quick games off): /quick-games goes home', async () => {
    await logInAs('basic');
    const { router } = renderApp('/quick-games');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });
});
