import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockState } from '@sportsbook/mock-server/state';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WalletRequests } from '@/features/account/components/wallet-requests/wallet-requests.tsx';
import { registry } from '@sportsbook/contracts/registry';
import { loseNext } from '@sportsbook/mock-server/msw';
import { api } from '@/lib/api.ts';
import { route } from '../support/app-frame.tsx';
import { USER_IDS } from '../support/arrange.ts';
import { FOREVER_MS, type Canvas } from '../support/form.ts';
import { holdReads } from '../support/hold-reads.ts';
import { comeBackOnline, goOffline } from '../support/money-calls.ts';
import { mockState, type Arrange } from '../support/mock-api.ts';
import { expectToast } from '../support/toasts.ts';
import { viewport } from '../support/viewports.ts';
import {
  accountApi,
  AFTER_RETRIES,
  expectNoHorizontalOverflow,
  failing,
  money,
  slowBackend,
} from './account-arrange.ts';

/** The section as the account page's right-hand column holds it. */
function WalletRequestsColumn() {
  return (
    <div className="mx-auto grid w-full max-w-xl p-3 sm:p-4">
      <WalletRequests />
    </div>
  );
}

/**
 * SPEC §2, §4 Wallet transactions on /account: demo's deposit and withdraw requests, Open (the
 * two Pending ones, newest first) or Closed (six Approved, one Declined), the detail dialog, and
 * Cancel behind 'Are you sure that you want to delete'.
 */
const meta = {
  title: 'Account/Wallet requests',
  component: WalletRequestsColumn,
  parameters: { route: route('/account'), msw: accountApi() },
} satisfies Meta<typeof WalletRequestsColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const TABLE = { name: 'Wallet transactions' };
const requests = (isClosed: boolean) => api.call('cashier.openRequests', { query: { isClosed } });

const rowsOf = (table: HTMLElement) => {
  const tbody = table.querySelector('tbody');
  if (!tbody) throw new Error('table without a body');
  return within(tbody).getAllByRole('row');
};

/** A request's state as its badge shows it: the word, in the colour of what it means. */
async function expectBadge(badge: HTMLElement, variant: 'warning' | 'success' | 'destructive') {
  await expect(badge).toBeVisible();
  await expect(badge).toHaveClass(
    variant === 'destructive' ? 'bg-destructive' : `bg-${variant}/15`,
  );
}

const demoRequests = (state: MockState) =>
  state.db.walletRequest.findMany({ where: { userId: { equals: USER_IDS.demo } } });

/** demo's requests in one state only are removed (as if they never were filed). */
const withoutState =
  (pending: boolean): Arrange =>
  (state) => {
    for (const request of demoRequests(state)) {
      if ((request.requestState === 'Pending') === pending) {
        state.db.walletRequest.delete({ where: { guid: { equals: request.guid } } });
      }
    }
  };

/** demo's declined withdrawal becomes Rejected by the back office. */
const withRejected: Arrange = (state) => {
  const declined = demoRequests(state).find((request) => request.requestState === 'Declined');
  state.db.walletRequest.update({
    where: { guid: { equals: declined?.guid ?? '' } },
    data: {
      requestState: 'Rejected',
      comments: ['Rejected: the branch could not verify the PIN.'],
    },
  });
};

async function showClosed(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('tab', { name: 'Closed' }));
  return canvas.findByRole('table', TABLE);
}

export const Loading: Story = {
  tags: ['smoke'],
  parameters: { msw: accountApi(slowBackend) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading wallet transactions')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Wallet transactions' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Open' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Open, the default: both Pending requests in the warning colour, each with its Cancel. */
export const OpenPending: Story = {
  play: async ({ canvas }) => {
    const open = await requests(false);
    const table = await canvas.findByRole('table', TABLE);
    await expect(rowsOf(table)).toHaveLength(open.length);
    for (const [index, request] of open.entries()) {
      const row = rowsOf(table)[index] ?? table;
      await expect(row).toHaveTextContent(money(request.amount));
      await expectBadge(within(row).getByText('Pending'), 'warning');
      await expect(
        within(row).getByRole('button', {
          name: `Cancel ${request.type === 'deposit' ? 'Deposit' : 'Withdraw'} request ${String(index + 1)} of ${money(request.amount)}`,
        }),
      ).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Refresh wallet transactions' })).toBeEnabled();
  },
};

/** Closed: Approved in the success colour, Declined in danger, each with its authorization. */
export const ClosedApprovedAndDeclined: Story = {
  play: async ({ canvas }) => {
    const closed = await requests(true);
    const table = await showClosed(canvas);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(closed.length));
    for (const badge of within(table).getAllByText('Approved')) await expectBadge(badge, 'success');
    await expectBadge(within(table).getByText('Declined'), 'destructive');
    for (const request of closed) {
      await expect(
        within(table).getByText(`Auth. ${request.authorizationNumber ?? ''}`),
      ).toBeVisible();
    }
    await expect(within(table).queryByRole('button', { name: /^Cancel / })).toBeNull();
  },
};

export const ClosedRejected: Story = {
  parameters: { msw: accountApi(withRejected) },
  play: async ({ canvas }) => {
    const table = await showClosed(canvas);
    await expectBadge(await within(table).findByText('Rejected'), 'destructive');
  },
};

export const EmptyOpen: Story = {
  parameters: { msw: accountApi(withoutState(true)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no open requests.')).toBeVisible();
    await expect(canvas.queryByRole('table', TABLE)).toBeNull();
  },
};

export const EmptyClosed: Story = {
  parameters: { msw: accountApi(withoutState(false)) },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', TABLE);
    await userEvent.click(canvas.getByRole('tab', { name: 'Closed' }));
    await expect(await canvas.findByText('You have no closed requests.')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: accountApi(failing('cashier.openRequests')) },
  play: async ({ canvas, parameters }) => {
    await expect(
      await canvas.findByText('The wallet transactions could not be loaded.', {}, AFTER_RETRIES),
    ).toBeVisible();
    mockState(parameters.msw).scenario.errors = {};
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('table', TABLE)).toBeVisible();
  },
};

/** An approved deposit in full: method, state, authorization, the comment and its proof image. */
export const DetailWithCommentsAndImages: Story = {
  play: async ({ canvas, canvasElement }) => {
    const closed = await requests(true);
    const index = closed.findIndex((request) => request.type === 'deposit');
    const deposit = closed[index];
    if (!deposit) throw new Error('demo has no closed deposit');
    await showClosed(canvas);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Deposit request ${String(index + 1)}, details` }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Deposit request' });
    const scope = within(dialog);
    await expect(scope.getByText(money(deposit.amount))).toBeVisible();
    await expect(scope.getByText('Active')).toBeVisible();
    await expectBadge(scope.getByText('Approved'), 'success');
    await expect(scope.getByText(deposit.authorizationNumber ?? '')).toBeVisible();
    for (const comment of deposit.comments) await expect(scope.getByText(comment)).toBeVisible();
    const image = scope.getByRole('img', { name: 'Image 1' });
    await waitFor(() =>
      expect(image instanceof HTMLImageElement && image.naturalWidth).toBeGreaterThan(0),
    );
    await expect(scope.getByRole('link', { name: 'Image 1 (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** The declined withdrawal: the back office's reason and no image. */
export const DetailDeclined: Story = {
  play: async ({ canvas, canvasElement }) => {
    const closed = await requests(true);
    const index = closed.findIndex((request) => request.requestState === 'Declined');
    await showClosed(canvas);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Withdraw request ${String(index + 1)}, details` }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Withdraw request' });
    await expect(within(dialog).getByText('Local branch')).toBeVisible();
    await expect(within(dialog).getByText('ID not verified at the branch.')).toBeVisible();
    await expect(within(dialog).queryByRole('img')).toBeNull();
  },
};

async function askToCancel(canvas: Canvas, canvasElement: HTMLElement) {
  const [first] = await requests(false);
  if (!first) throw new Error('demo has no open request');
  await userEvent.click(
    await canvas.findByRole('button', {
      name: `Cancel Withdraw request 1 of ${money(first.amount)}`,
    }),
  );
  const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Cancel request' });
  return { first, confirm };
}

export const CancelConfirm: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { first, confirm } = await askToCancel(canvas, canvasElement);
    await expect(within(confirm).getByText('Are you sure that you want to delete')).toBeVisible();
    await expect(confirm).toHaveTextContent(`Withdraw request of ${money(first.amount)}`);
    await expect(within(confirm).getByRole('button', { name: 'Yes, cancel it' })).toBeVisible();
    await expect(within(confirm).getByRole('button', { name: 'No, keep it' })).toBeVisible();
  },
};

export const CancelSuccess: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { confirm } = await askToCancel(canvas, canvasElement);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    await expectToast(canvasElement, 'Cancelation Sucessful');
    const table = await canvas.findByRole('table', TABLE);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    await expect(rowsOf(table)[0]).toHaveTextContent('Deposit');
  },
};

const YES = { name: 'Yes, cancel it' };

/** The cancel on its way: the line beside Yes says so; no way out of the question meanwhile. */
export const Cancelling: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    const { confirm } = await askToCancel(canvas, canvasElement);
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    const yes = within(confirm).getByRole('button', YES);
    await userEvent.click(yes);
    await expect(await within(confirm).findByText('Cancelling the request…')).toBeVisible();
    await expect(yes).toBeDisabled();
    await expect(yes).toHaveAccessibleDescription('Cancelling the request…');
    await expect(within(confirm).getByRole('button', { name: 'No, keep it' })).toBeDisabled();
  },
};

/** The cancel's answer was lost: the requests are read to find out (held here). */
export const CancelChecking: Story = {
  parameters: {
    msw: (() => {
      const parameter = accountApi();
      parameter.handlers.unshift(
        holdReads(`*${registry['cashier.listRequests'].path}`, () => true),
      );
      return parameter;
    })(),
  },
  play: async ({ canvas, canvasElement, parameters }) => {
    const { confirm } = await askToCancel(canvas, canvasElement);
    loseNext(mockState(parameters.msw), 'cashier.cancelRequest', 'answer');
    const yes = within(confirm).getByRole('button', YES);
    await userEvent.click(yes);
    await expect(await within(confirm).findByText('Checking your cancellation…')).toBeVisible();
    await expect(yes).toBeDisabled();
    await expect(yes).toHaveAccessibleDescription('Checking your cancellation…');
  },
};

/** The answer was lost after the cancel: the request is gone from the lists, so it says so. */
export const CancelledAfterLostAnswer: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    const { first, confirm } = await askToCancel(canvas, canvasElement);
    loseNext(mockState(parameters.msw), 'cashier.cancelRequest', 'answer');
    await userEvent.click(within(confirm).getByRole('button', YES));
    await expectToast(canvasElement, 'Cancelation Sucessful');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect((await requests(false)).map((open) => open.guid)).not.toContain(first.guid);
  },
};

/** The cancel was lost before the server got it: still pending, the question stays with Retry. */
export const CancelNotDone: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    const { first, confirm } = await askToCancel(canvas, canvasElement);
    loseNext(mockState(parameters.msw), 'cashier.cancelRequest', 'request');
    await userEvent.click(within(confirm).getByRole('button', YES));
    const notice = await within(confirm).findByRole('alert');
    await expect(notice).toHaveTextContent(
      'The request was not cancelled: it is still pending. You can try again.',
    );
    await expect(within(notice).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(within(confirm).getByRole('button', YES)).toBeEnabled();
    await expect((await requests(false)).map((open) => open.guid)).toContain(first.guid);
  },
};

/** Offline: Yes, cancel it is off and says why. */
export const CancelOffline: Story = {
  beforeEach: () => comeBackOnline,
  play: async ({ canvas, canvasElement }) => {
    const { confirm } = await askToCancel(canvas, canvasElement);
    goOffline();
    const reason = 'You are offline: this needs a connection.';
    await expect(await within(confirm).findByText(reason)).toBeVisible();
    const yes = within(confirm).getByRole('button', YES);
    await expect(yes).toBeDisabled();
    await expect(yes).toHaveAccessibleDescription(reason);
    comeBackOnline();
    await waitFor(() => expect(yes).toBeEnabled());
  },
};

/** Approved by the back office meanwhile: 'An Errror has occur' with the server's reason. */
export const CancelFailure: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    const { first, confirm } = await askToCancel(canvas, canvasElement);
    const state = mockState(parameters.msw);
    state.db.walletRequest.update({
      where: { guid: { equals: first.guid } },
      data: { isApproved: true },
    });
    state.revision += 1;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    await expectToast(canvasElement, 'An Errror has occur');
    await expect(
      body(canvasElement).getByText(
        'This request is already approved and can no longer be cancelled.',
      ),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    const [first] = await requests(false);
    const table = await canvas.findByRole('table', { name: 'Transacciones de la billetera' });
    await expect(canvas.getByRole('tab', { name: 'Abiertas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectBadge(within(table).getAllByText('Pendiente')[0] ?? table, 'warning');
    // Spanish money has a no-break space ('120,00 $'); the page's text is read with plain ones.
    await expect(rowsOf(table)[0]).toHaveTextContent(
      money(first?.amount ?? 0, 'es').replace(/\s/g, ' '),
    );
    await expect(
      within(table).getAllByRole('button', { name: /^Cancelar solicitud/ }),
    ).toHaveLength(2);
  },
};

export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', TABLE);
    await expectNoHorizontalOverflow(canvasElement);
    await showClosed(canvas);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
