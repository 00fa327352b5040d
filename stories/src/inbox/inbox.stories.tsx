import type { Meta, StoryObj } from '@storybook/react-vite';
import { INBOX_SCROLL_HEIGHT_PX } from '@sportsbook/contracts/rules/constants';
import type { MockState } from '@sportsbook/mock-server/state';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import InboxPage from '@/features/inbox/pages/inbox-page.tsx';
import { route } from '../support/app-frame.tsx';
import { addUnreadMessages, readAllMessages, USER_IDS } from '../support/arrange.ts';
import { FOREVER_MS, type Canvas } from '../support/form.ts';
import { mockApi, mockState, type Arrange } from '../support/mock-api.ts';
import { viewport } from '../support/viewports.ts';

/**
 * SPEC §2 Inbox (/inbox): search, 'View read messages', Send message, the Received messages
 * (default) / Messages sent tabs and a paged table of read icon, priority tag, subject,
 * attachment icon and date; unread rows stand out. demo has four unread messages (one of each
 * priority, one with an image), three read ones and two sent.
 */
const meta = {
  title: 'Inbox/Inbox',
  component: InboxPage,
  parameters: { route: route('/inbox'), msw: mockApi(undefined, { persona: 'demo' }) },
} satisfies Meta<typeof InboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const demoApi = (arrange?: Arrange) => mockApi(arrange, { persona: 'demo' });
const inboxAt = (search: string) => route(`/inbox${search}`, { pattern: '/inbox' });

const UNREAD = [
  'Security notice: confirm your details',
  'Weekend promotion',
  'Updated betting limits',
  'Responsible gaming reminder',
];
const READ = [
  'Your deposit was approved',
  'RE: Question about withdrawals',
  'Welcome to the sportsbook',
];

async function tableOf(canvas: Canvas, name = 'Received messages') {
  return canvas.findByRole('table', { name });
}

const rowsOf = (table: HTMLElement) => {
  const body = table.querySelector('tbody');
  if (!body) throw new Error('table without a body');
  return within(body).getAllByRole('row');
};

const subjectsOf = (table: HTMLElement) =>
  rowsOf(table).map((row) => within(row).getByRole('link').textContent);

function rowOf(table: HTMLElement, subject: string): HTMLElement {
  const row = within(table).getByRole('link', { name: subject }).closest('tr');
  if (!row) throw new Error(`no row for ${subject}`);
  return row;
}

/** Unread rows are bold (on a tint); read ones are plain. */
async function expectBold(row: HTMLElement, bold: boolean) {
  await expect(Number(getComputedStyle(row).fontWeight) >= 600).toBe(bold);
}

const guidOf = (state: MockState, subject: string) =>
  state.db.message.findFirst({ where: { subject: { equals: subject } } })?.messageGuid ?? '';

export const Loading: Story = {
  tags: ['smoke'],
  parameters: {
    msw: demoApi((state) => {
      state.scenario.latencyMs = FOREVER_MS;
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading messages')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Received messages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/**
 * The default: unread received messages, newest first, bold on a tint, with each priority tag
 * (High, Medium, Normal), the image attachment's paperclip and a link to each message.
 */
export const UnreadReceived: Story = {
  play: async ({ canvas, parameters }) => {
    const table = await tableOf(canvas);
    await expect(subjectsOf(table)).toEqual(UNREAD);
    await expect(canvas.getByRole('checkbox', { name: 'View read messages' })).not.toBeChecked();
    const high = rowOf(table, UNREAD[0] ?? '');
    await expect(within(high).getByText('High')).toBeVisible();
    await expect(within(high).getByRole('img', { name: 'Unread' })).toBeVisible();
    await expect(within(rowOf(table, 'Updated betting limits')).getByText('Medium')).toBeVisible();
    const promotion = rowOf(table, 'Weekend promotion');
    await expect(within(promotion).getByText('Normal')).toBeVisible();
    await expect(within(promotion).getByRole('img', { name: 'Has attachment' })).toBeVisible();
    await expect(within(high).queryByRole('img', { name: 'Has attachment' })).toBeNull();
    for (const subject of UNREAD) await expectBold(rowOf(table, subject), true);
    await expect(within(high).getByRole('link')).toHaveAttribute(
      'href',
      `/message?id=${guidOf(mockState(parameters.msw), UNREAD[0] ?? '')}`,
    );
    await expect(canvas.getByRole('link', { name: 'Send message' })).toHaveAttribute(
      'href',
      '/create-inbox',
    );
  },
};

/** 'View read messages' on: the read ones join, plain, with the open-envelope icon. */
export const ReadAndUnreadRows: Story = {
  parameters: { route: inboxAt('?read=1') },
  play: async ({ canvas }) => {
    const table = await tableOf(canvas);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(UNREAD.length + READ.length));
    await expect(canvas.getByRole('checkbox', { name: 'View read messages' })).toBeChecked();
    for (const subject of READ) {
      const row = rowOf(table, subject);
      await expect(within(row).getByRole('img', { name: 'Read' })).toBeVisible();
      await expectBold(row, false);
    }
    await expectBold(rowOf(table, 'Weekend promotion'), true);
  },
};

/** Ticking the box runs the search again with read messages included. */
export const ViewReadMessages: Story = {
  play: async ({ canvas }) => {
    await tableOf(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'View read messages' }));
    await waitFor(async () => {
      await expect(subjectsOf(await tableOf(canvas))).toContain('Welcome to the sportsbook');
    });
  },
};

/** Messages sent: what demo wrote, whether the recipient has read it, without the unread style. */
export const SentTab: Story = {
  parameters: { route: inboxAt('?read=1') },
  play: async ({ canvas }) => {
    await tableOf(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Messages sent' }));
    const table = await tableOf(canvas, 'Messages sent');
    await waitFor(() =>
      expect(subjectsOf(table)).toEqual(['Bonus question', 'Question about withdrawals']),
    );
    const waiting = rowOf(table, 'Bonus question');
    await expect(within(waiting).getByRole('img', { name: 'Unread' })).toBeVisible();
    await expectBold(waiting, false);
    await expect(
      within(rowOf(table, 'Question about withdrawals')).getByRole('img', { name: 'Read' }),
    ).toBeVisible();
  },
};

/** Typing searches once the typing stops, on the tab being shown. */
export const SearchOnSentTab: Story = {
  parameters: { route: inboxAt('?tab=sent&read=1') },
  play: async ({ canvas }) => {
    await tableOf(canvas, 'Messages sent');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'teasers');
    await waitFor(async () => {
      await expect(subjectsOf(await tableOf(canvas, 'Messages sent'))).toEqual(['Bonus question']);
    });
    await expect(canvas.getByRole('tab', { name: 'Messages sent' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const NoSearchMatch: Story = {
  parameters: { route: inboxAt('?q=nothing%20like%20this&read=1') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages match your search.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue(
      'nothing like this',
    );
  },
};

/** Everything read: nothing unread to show. */
export const EmptyInbox: Story = {
  parameters: {
    msw: demoApi((state) => {
      readAllMessages(state, USER_IDS.demo);
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no unread messages.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** No messages at all, read ones included. */
export const NoMessages: Story = {
  parameters: {
    route: inboxAt('?read=1'),
    msw: demoApi((state) => {
      state.db.message.deleteMany({ where: { recipientId: { equals: USER_IDS.demo } } });
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no messages.')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: demoApi((state) => {
      state.scenario.errors['message.list'] = 400;
    }),
  },
  play: async ({ canvas, parameters }) => {
    await expect(await canvas.findByText('The messages could not be loaded.')).toBeVisible();
    mockState(parameters.msw).scenario.errors = {};
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await tableOf(canvas)).toBeVisible();
  },
};

/**
 * 25 rows scroll inside INBOX_SCROLL_HEIGHT_PX (400 px, at every size: decision 140) under a
 * header that stays in view.
 */
async function expectRowsScrollInside(canvas: Canvas) {
  const table = await tableOf(canvas);
  await expect(rowsOf(table)).toHaveLength(10);
  const pager = canvas.getByRole('navigation', { name: 'Pages of Received messages' });
  await expect(within(pager).getByText('Page 1 of 4')).toBeVisible();
  await userEvent.selectOptions(within(pager).getByLabelText('Rows per page'), '25');
  await waitFor(() => expect(rowsOf(table)).toHaveLength(25));
  const scroller = table.parentElement;
  const head = table.querySelector('thead');
  if (!scroller || !head) throw new Error('table without its box or header');
  await expect(scroller.getBoundingClientRect().height).toBeLessThanOrEqual(INBOX_SCROLL_HEIGHT_PX);
  await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
  scroller.scrollTop = scroller.scrollHeight;
  const headOffset = () =>
    Math.abs(head.getBoundingClientRect().top - scroller.getBoundingClientRect().top);
  await waitFor(() => expect(headOffset()).toBeLessThanOrEqual(2));
}

const manyMessages = demoApi((state) => {
  addUnreadMessages(state, USER_IDS.demo, 30);
});

/** More than ten messages: ten a page, 10 / 25 / 50, rows scrolling inside 400 px. */
export const ManyMessages: Story = {
  parameters: { msw: manyMessages },
  play: async ({ canvas }) => {
    await expectRowsScrollInside(canvas);
  },
};

/** The same on a phone: the rows scroll inside 400 px there too, under their header. */
export const ManyMessagesMobile: Story = {
  globals: viewport('mobile'),
  parameters: { msw: manyMessages },
  play: async ({ canvas }) => {
    await expectRowsScrollInside(canvas);
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  parameters: { route: inboxAt('?read=1') },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Mensajes recibidos' });
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Bandeja de entrada' }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Ver mensajes leídos' })).toBeChecked();
    await expect(canvas.getByRole('tab', { name: 'Mensajes enviados' })).toBeVisible();
    await expect(within(table).getByText('Alta')).toBeVisible();
    await expect(within(table).getAllByText('Media').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Enviar mensaje' })).toBeVisible();
  },
};

/** A phone (390 px): every column fits, nothing scrolls sideways. */
export const Mobile: Story = {
  globals: viewport('mobile'),
  parameters: { route: inboxAt('?read=1') },
  play: async ({ canvas, canvasElement }) => {
    const table = await tableOf(canvas);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(UNREAD.length + READ.length));
    const page = canvasElement.ownerDocument;
    await expect(page.documentElement.scrollWidth).toBeLessThanOrEqual(
      page.defaultView?.innerWidth ?? 0,
    );
    await expect(table.parentElement?.scrollWidth).toBeLessThanOrEqual(
      table.parentElement?.clientWidth ?? 0,
    );
  },
};
