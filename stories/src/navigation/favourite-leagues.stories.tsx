import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { MockState } from '@sportsbook/mock-server/state';
import MainLayout from '@/app/layouts/main-layout.tsx';
import { SportsMenu } from '@/features/navigation/components/sports-menu.tsx';
import { FIRST_READS_MAX_WAIT_MS } from '@/lib/after-first-reads.ts';
import type { LeagueRef } from '@/lib/sportsbook/favourite-leagues.ts';
import { route } from '../support/app-frame.tsx';
import type { Canvas } from '../support/form.ts';
import { readAllMessages, USER_IDS } from '../support/arrange.ts';
import { mockApi } from '../support/mock-api.ts';
import { viewport } from '../support/viewports.ts';

const KEY = 'favouriteLeagues:demo';
const EPL: LeagueRef = { sport: 'Soccer', league: 'EPL' };
const NBA: LeagueRef = { sport: 'Basketball', league: 'NBA' };

/**
 * demo's favourite leagues on this browser (local storage outlives a story: each story sets its
 * own, and puts the key back as it was).
 */
const favourites = (list: LeagueRef[]) => () => {
  if (list.length > 0) localStorage.setItem(KEY, JSON.stringify(list));
  else localStorage.removeItem(KEY);
  return () => {
    localStorage.removeItem(KEY);
  };
};

/** No high-priority notice over the shell. */
const quietInbox = (state: MockState) => {
  readAllMessages(state, USER_IDS.demo);
};

/** Issue 25: the sports menu (beside the page on desktop) with a star on each league. */
function MenuFrame() {
  return (
    <aside className="w-64 border-r bg-sidebar text-sidebar-foreground">
      <SportsMenu />
    </aside>
  );
}

/**
 * Issue 25 favourite leagues: a star on each league of the sports menu ('Add to favourites' /
 * 'Remove from favourites', aria-pressed); favourites come first under 'Favourites', kept per
 * user in local storage.
 */
const meta = {
  title: 'Navigation/Favourite leagues',
  component: SportsMenu,
  render: () => <MenuFrame />,
  parameters: {
    route: route('/'),
    msw: mockApi(undefined, { persona: 'demo' }),
  },
} satisfies Meta<typeof SportsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuOf = (canvas: Canvas) => canvas.findByRole('navigation', { name: 'Sports menu' });
/** The stars load once the page's first reads are in (decision 123): at the latest this long. */
const STARS = { timeout: FIRST_READS_MAX_WAIT_MS + 2000 };
const headings = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** Nothing starred: every star reads 'Add to favourites', and there is no Favourites section. */
export const NoFavourites: Story = {
  tags: ['smoke'],
  beforeEach: favourites([]),
  play: async ({ canvas }) => {
    const menu = await menuOf(canvas);
    await within(menu).findAllByRole('link', { name: /NBA/ });
    const stars = await within(menu).findAllByRole('button', { name: 'Add to favourites' }, STARS);
    await expect(stars.length).toBeGreaterThan(3);
    await expect(stars[0]).toHaveAttribute('aria-pressed', 'false');
    await expect(headings(menu)).not.toContain('Favourites');
  },
};

/** Two starred leagues: first, under Favourites, in the order starred; their stars pressed. */
export const WithFavourites: Story = {
  beforeEach: favourites([EPL, NBA]),
  play: async ({ canvas }) => {
    const menu = await menuOf(canvas);
    await within(menu).findByRole('heading', { level: 2, name: 'Favourites' }, STARS);
    await expect(headings(menu)[0]).toBe('Favourites');
    const [list] = within(menu).getAllByRole('list');
    if (!list) throw new Error('no favourites list');
    await expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringMatching(/^Premier League/), expect.stringMatching(/^NBA/)]);
    for (const star of within(list).getAllByRole('button'))
      await expect(star).toHaveAccessibleName('Remove from favourites');
  },
};

/** A press on a league's star adds it to the Favourites section at once, and stores it. */
export const StarPressed: Story = {
  beforeEach: favourites([]),
  play: async ({ canvas }) => {
    const menu = await menuOf(canvas);
    const [star] = await within(menu).findAllByRole(
      'button',
      { name: 'Add to favourites', description: 'NBA' },
      STARS,
    );
    if (!star) throw new Error('no star for NBA');
    await userEvent.click(star);
    await expect(headings(menu)[0]).toBe('Favourites');
    await expect(
      within(menu).getAllByRole('button', { name: 'Remove from favourites', description: 'NBA' }),
    ).toHaveLength(2);
    await expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual([NBA]);
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  beforeEach: favourites([NBA]),
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: 'Menú de deportes' });
    await within(menu).findByRole('heading', { level: 2, name: 'Favoritos' }, STARS);
    await expect(headings(menu)[0]).toBe('Favoritos');
    await expect(
      within(menu).getAllByRole('button', { name: 'Quitar de favoritos' }).length,
    ).toBeGreaterThan(0);
    await expect(
      within(menu).getAllByRole('button', { name: 'Añadir a favoritos' }).length,
    ).toBeGreaterThan(0);
  },
};

/** A phone (390 px): the drawer's menu is the same, favourites first. */
export const MobileDrawer: Story = {
  globals: viewport('mobile'),
  beforeEach: favourites([EPL, NBA]),
  render: () => <MainLayout />,
  parameters: {
    route: route('/', { children: [{ index: true, element: <h1>Home</h1> }] }),
    msw: mockApi(quietInbox, { persona: 'demo' }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open sports menu' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Sports menu',
    });
    const menu = within(drawer).getByRole('navigation', { name: 'Sports menu' });
    await within(menu).findByRole('heading', { level: 2, name: 'Favourites' }, STARS);
    await expect(headings(menu)[0]).toBe('Favourites');
  },
};
