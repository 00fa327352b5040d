import { getResponse, http, HttpResponse } from 'msw';
import { PERSONAS } from '@sportsbook/mock-server/personas';
import type { MockState } from '@sportsbook/mock-server/state';
import { TicketSchema, type Ticket } from '@sportsbook/contracts/schemas/ticket';
import { mockApi, type Arrange, type MockApiParameter } from '../support/mock-api.ts';

const TicketsSchema = TicketSchema.array();

/**
 * The mock backend with its pending list answered as an API that keeps cancelled tickets in it:
 * the mock lists a cancelled ticket under state=cancelled only, while SPEC §2/§4 show it among the
 * pending ones as 'Ticket canceled'. Both lists come from the mock's own handlers.
 */
export function mockApiWithCancelledPending(arrange?: Arrange): MockApiParameter {
  const parameter = mockApi(arrange, { persona: 'demo' });
  const own = [...parameter.handlers];
  const list = async (request: Request, state: string): Promise<Ticket[]> => {
    const url = new URL(request.url);
    url.searchParams.set('state', state);
    const response = await getResponse(own, new Request(url, { headers: request.headers }));
    return response?.ok ? TicketsSchema.parse(await response.json()) : [];
  };
  parameter.handlers.unshift(
    http.get('*/w/api/ticket', async ({ request }) => {
      if (new URL(request.url).searchParams.get('state') !== 'pending') return undefined;
      const [pending, cancelled] = await Promise.all([
        list(request, 'pending'),
        list(request, 'cancelled'),
      ]);
      return HttpResponse.json([...pending, ...cancelled]);
    }),
  );
  return parameter;
}

/** demo without pending tickets. */
export function noPendingTickets(state: MockState): void {
  state.db.ticket.deleteMany({
    where: { userId: { equals: PERSONAS.demo.userId }, winner: { equals: 'P' } },
  });
}

/** Every pick of the ticket won meanwhile: its sales value moves, so the quoted one is refused. */
export function winEveryPick(state: MockState, ticketNumber: number): void {
  state.db.ticketItem.updateMany({
    where: { ticketNumber: { equals: ticketNumber } },
    data: { winnerRow: 'W' },
  });
}

/** demo with `count` pending tickets in all: copies of the newest, so the table has pages. */
export function manyPendingTickets(count: number): (state: MockState) => void {
  return (state) => {
    const pending = state.db.ticket.findMany({
      where: { userId: { equals: PERSONAS.demo.userId }, winner: { equals: 'P' } },
    });
    const [model] = pending;
    if (!model) throw new Error('demo has no pending ticket');
    const highest = Math.max(...state.db.ticket.getAll().map((ticket) => ticket.ticketNumber));
    for (let index = pending.length; index < count; index++) {
      state.db.ticket.create({ ...model, ticketNumber: highest + 1 + index });
    }
  };
}
