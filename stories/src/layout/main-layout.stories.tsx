import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MockState } from '@sportsbook/mock-server/state';
import MainLayout from '@/app/layouts/main-layout.tsx';
import ChangePasswordPage from '@/features/auth/pages/change-password-page.tsx';
import ExternalServicePage from '@/features/external-service/pages/external-service-page.tsx';
import HomePage from '@/features/home/pages/home-page.tsx';
import { storeExternalService } from '@/lib/external-service-links.ts';
import { route } from '../support/app-frame.tsx';
import { addUnreadMessages, readAllMessages, USER_IDS } from '../support/arrange.ts';
import { FIRST_USE_MS, FOREVER_MS } from '../support/form.ts';
import { viewport } from '../support/viewports.ts';
import { mockApi } from '../support/mock-api.ts';

const shellRoutes = [
  { index: true, Component: HomePage },
  { path: 'changePassword', Component: ChangePasswordPage },
  { path: 'other/:label', Component: ExternalServicePage },
  { path: 'inbox', element: <h1>Inbox</h1> },
];

/** Demo with a few ordinary unread messages and no high-priority ones (no notice over the page). */
function quietInbox(state: MockState) {
  readAllMessages(state, USER_IDS.demo);
  addUnreadMessages(state, USER_IDS.demo, 3);
}

/**
 * SPEC §2 main layout: top bar (logo, envelope with unread badge, user name, balance, bonus, user
 * menu), top menu of external services, left sports menu with the version label, the page, and
 * the high-priority messages notice.
 */
const meta = {
  title: 'Layout/Main layout',
  component: MainLayout,
  parameters: {
    route: route('/', { children: shellRoutes }),
    msw: mockApi(quietInbox, { persona: 'demo' }),
  },
} satisfies Meta<typeof MainLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('demo')).toBeVisible();
    await expect(await canvas.findByText('$1,000.00')).toBeVisible();
    await expect(await canvas.findByText(/^Bonus /)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '3 unread messages' })).toBeVisible();
    const services = await canvas.findByRole('navigation', { name: 'Services' });
    await expect(within(services).getByRole('link', { name: 'Casino' })).toBeVisible();
    // Options without an address are hidden.
    await expect(within(services).queryByRole('link', { name: /Poker/ })).toBeNull();
    const sports = canvas.getByRole('navigation', { name: 'Sports menu' });
    await expect(await within(sports).findByText('Version 1.25.0328')).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: "Today's sports" })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        quietInbox(state);
        state.scenario.latencyMs = FOREVER_MS;
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    const sports = await canvas.findByRole('navigation', { name: 'Sports menu' });
    await expect(within(sports).getByRole('status')).toHaveTextContent('Loading');
  },
};

/** 'You have {n} unread high priority messages.' until closed (then not again this session). */
export const HighPriorityNotice: Story = {
  parameters: { msw: mockApi(undefined, { persona: 'demo' }) },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(
      within(dialog).getByText(/^You have \d+ unread high priority messages?\.$/),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Go to Inbox' })).toBeVisible();
  },
};

/** Go to Inbox closes the notice and opens the inbox. */
export const HighPriorityNoticeGoToInbox: Story = {
  parameters: { msw: mockApi(undefined, { persona: 'demo' }) },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to Inbox' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** On the inbox itself the notice never shows. */
export const NoticeHiddenOnInbox: Story = {
  parameters: {
    route: route('/inbox', { pattern: '/', children: shellRoutes }),
    msw: mockApi(undefined, { persona: 'demo' }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /unread messages/ })).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const HighPriorityNoticeClosed: Story = {
  parameters: { msw: mockApi(undefined, { persona: 'demo' }) },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The badge caps at 99. */
export const ManyUnread: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        readAllMessages(state, USER_IDS.demo);
        addUnreadMessages(state, USER_IDS.demo, 120);
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    const envelope = await canvas.findByRole('link', { name: '120 unread messages' });
    await expect(within(envelope).getByText('99')).toBeInTheDocument();
  },
};

export const NoUnread: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        readAllMessages(state, USER_IDS.demo);
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    const envelope = await canvas.findByRole('link', { name: '0 unread messages' });
    await expect(within(envelope).queryByTestId('unread-badge')).toBeNull();
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'User menu' }));
    const menu = await body(canvasElement).findByRole('menu', undefined, { timeout: FIRST_USE_MS });
    // The menu fades in (tw-animate): at opacity 0 nothing in it counts as visible yet.
    await waitFor(() => expect(within(menu).getByText('$1,000.00')).toBeVisible());
    await expect(within(menu).getByRole('menuitem', { name: 'Cashier' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toBeVisible();
    await expect(
      within(menu).getByRole('menuitem', { name: 'Inbox, 3 unread messages' }),
    ).toHaveAttribute('href', '/inbox');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Español' })).toBeVisible();
  },
};

export const Logout: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'User menu' }));
    const menu = await body(canvasElement).findByRole('menu', undefined, { timeout: FIRST_USE_MS });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { name: 'Navigated to /login' })).toBeVisible();
  },
};

/** 'basic' has no deposit bonus (no bonus line) and none of the optional features. */
export const BasicCustomer: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        readAllMessages(state, USER_IDS.basic);
      },
      { persona: 'basic' },
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('basic')).toBeVisible();
    await expect(await canvas.findByText('$300.00')).toBeVisible();
    await expect(canvas.queryByText(/^Bonus /)).toBeNull();
  },
};

/** The side menu is hidden on the external-service pages (/other/...). */
export const ExternalServiceOpen: Story = {
  parameters: {
    route: route('/other/Virtual%20Sports', { pattern: '/', children: shellRoutes }),
    msw: mockApi(
      (state) => {
        quietInbox(state);
        storeExternalService({
          label: 'Virtual Sports',
          navigationURL: `${window.location.origin}/external-service-demo.html`,
          reqURLToken: false,
        });
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTitle('Virtual Sports')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Sports menu' })).toBeNull();
  },
};

/** The sports list failed: the menu says so (and an error toast shows). */
export const SportsUnavailable: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        quietInbox(state);
        state.scenario.errors['sportEvent.today'] = 400;
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    const sports = await canvas.findByRole('navigation', { name: 'Sports menu' });
    await expect(
      await within(sports).findByText('Sports are not available right now'),
    ).toBeVisible();
  },
};

/** Mobile: the sports menu opens from the hamburger as a drawer. */
export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open sports menu' }));
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Sports menu' });
    await expect(await within(drawer).findByText('Version 1.25.0328')).toBeVisible();
  },
};

export const Tablet: Story = {
  globals: viewport('tablet'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Open sports menu' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
};
