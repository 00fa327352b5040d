import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { api } from '@/lib/api.ts';
import { setLanguage } from '@/lib/i18n.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { renderRoutes } from '@/test/render.tsx';
import { gameEvent } from '@/test/sportsbook-data.ts';
import { GamesTable } from './games-table.tsx';
import { MatchupCard } from './matchup-card.tsx';

// The bettor's zone: 14:10 UTC is 9:10 on their clock.
const SATURDAY = '2026-11-28T14:10:00Z';
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});
afterEach(async () => {
  await setLanguage('en');
});

const picks = { isPicked: () => false, toggle: vi.fn() };
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

async function aMatchupAt(eventDate: string) {
  await logInAs('demo');
  // Any seeded matchup, whatever the hour: the first local day of a bettor west of UTC can hold
  // none of the world's games (built around the UTC day) in the hours after UTC midnight.
  const page = await api.call('matchup.list', { query: { page: 1, size: 1 } });
  const [first] = page.items;
  if (!first) throw new Error('no matchup in the seeded world');
  return { ...first, eventDate };
}

describe('a game’s start in the lists (issue 34 item 5)', () => {
  it('is the day and time on a league list’s card, in Spanish', async () => {
    const matchup = await aMatchupAt(SATURDAY);
    await act(() => setLanguage('es'));
    renderRoutes([{ path: '/', element: <MatchupCard matchup={matchup} picks={picks} /> }]);
    const card = screen.getByRole('article');
    const start = within(card).getByText('sáb, 28 nov, 9:10');
    expect(start.tagName).toBe('TIME');
    expect(start).toHaveAttribute('datetime', SATURDAY);
  });

  it('is the day and time on the card in English', async () => {
    const matchup = await aMatchupAt(SATURDAY);
    renderRoutes([{ path: '/', element: <MatchupCard matchup={matchup} picks={picks} /> }]);
    const start = screen.getByRole('article').querySelector('time');
    expect(plain(start?.textContent)).toBe('Sat, Nov 28, 9:10 AM');
  });

  it('is the time alone in a public day’s table, written as the card writes it', async () => {
    await act(() => setLanguage('es'));
    renderRoutes([
      {
        path: '/',
        element: (
          <GamesTable league="NFL" games={[gameEvent({ leagueName: 'NFL', date: SATURDAY })]} />
        ),
      },
    ]);
    expect(screen.getByText('9:10').tagName).toBe('TIME');
  });
});
