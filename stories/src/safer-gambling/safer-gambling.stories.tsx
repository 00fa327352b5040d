import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { MockState } from '@sportsbook/mock-server/state';
import MainLayout from '@/app/layouts/main-layout.tsx';
import PublicLayout from '@/app/layouts/public-layout.tsx';
import SaferGamblingPage from '@/features/safer-gambling/pages/safer-gambling-page.tsx';
import { route } from '../support/app-frame.tsx';
import { FIRST_USE_MS } from '../support/form.ts';
import { readAllMessages, USER_IDS } from '../support/arrange.ts';
import { mockApi } from '../support/mock-api.ts';
import { viewport } from '../support/viewports.ts';

/**
 * Issue 25: the responsible-gaming statement (/safer-gambling) in the public shell, and the
 * 'Safer gambling' links with their 18+ mark that open it (public footer, user menu).
 */
const meta = {
  title: 'Safer gambling/Safer gambling page',
  component: SaferGamblingPage,
  render: () => <PublicLayout />,
  parameters: {
    route: route('/safer-gambling', {
      pattern: '/',
      children: [{ path: 'safer-gambling', Component: SaferGamblingPage }],
    }),
  },
} satisfies Meta<typeof SaferGamblingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(
      await within(main).findByRole('heading', { level: 1, name: 'Safer gambling' }),
    ).toBeVisible();
    await expect(within(main).getByTitle('Adults only: 18 or over')).toHaveTextContent('18+');
    for (const title of ['Set your limits', 'Reality checks', 'Take a break or exclude yourself'])
      await expect(within(main).getByRole('heading', { level: 2, name: title })).toBeVisible();
    const help = within(main).getByRole('heading', { name: 'Get help' }).parentElement;
    if (!help) throw new Error('no help section');
    for (const link of within(help).getAllByRole('link')) {
      await expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

/** The public footer's link, with the 18+ mark beside it. */
export const FooterLink: Story = {
  play: async ({ canvas }) => {
    const footer = await canvas.findByRole('contentinfo', { name: 'Site footer' });
    const link = within(footer).getByRole('link', { name: 'Safer gambling' });
    await expect(link).toHaveAttribute('href', '/safer-gambling');
    await expect(within(footer).getByTitle('Adults only: 18 or over')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Juego responsable' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Fije sus límites' })).toBeVisible();
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: 'Juego responsable' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Safer gambling' }),
    ).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Search' })).toBeVisible();
  },
};

export const RealTheme: Story = {
  globals: { theme: 'real' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Safer gambling' }),
    ).toBeVisible();
  },
};

/** The user menu's entry (logged in), its 18+ mark beside the name, and the interval choice. */
export const UserMenuLink: Story = {
  render: () => <MainLayout />,
  parameters: {
    route: route('/', { children: [{ index: true, element: <h1>Home</h1> }] }),
    msw: mockApi(
      (state: MockState) => {
        readAllMessages(state, USER_IDS.demo);
      },
      { persona: 'demo' },
    ),
  },
  beforeEach: () => {
    localStorage.removeItem('realityCheckMinutes:demo');
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'User menu' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', undefined, {
      timeout: FIRST_USE_MS,
    });
    const item = within(menu).getByRole('menuitem', { name: 'Safer gambling' });
    await expect(item).toHaveAttribute('href', '/safer-gambling');
    await expect(item).toHaveTextContent('18+');
    const interval = within(menu).getByRole('group', { name: 'Reality check' });
    await expect(
      within(interval).getByRole('menuitemradio', { name: 'Every 60 minutes' }),
    ).toBeChecked();
  },
};
