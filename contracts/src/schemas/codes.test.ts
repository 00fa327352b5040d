import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../openapi/build-openapi.ts';
import { registry } from '../registry.ts';
import { WalletRequestSchema } from './cashier.ts';
import { MessageSchema, PrioritySchema } from './message.ts';

const message = {
  messageBoxId: 1,
  messageGuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  messageTypeId: 1,
  priorityId: 'H',
  senderId: 2,
  recipientId: 3,
  senderName: 'Support',
  recipientName: 'demo',
  subject: 'Hello',
  body: 'Text',
  parentMessageBoxId: null,
  isRead: false,
  hasAttachment: false,
  attachmentName: null,
  attachmentLink: null,
  createdDate: '2026-11-20T10:00:00.000Z',
};

const walletRequest = {
  guid: '3f2504e0-4f89-41d3-9a0c-0305e82c3302',
  createdDate: '2026-11-20T10:00:00.000Z',
  amount: 120,
  type: 'withdraw',
  requestState: 'Pending',
  status: 'Active',
  method: 'LocalBranch',
  authorizationNumber: null,
  comments: [],
  imagesUrl: [],
  isApproved: false,
};

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Every schema in the document that has the property, at any depth. */
function propertiesNamed(node: unknown, name: string, found: Json[] = []): Json[] {
  if (Array.isArray(node)) {
    for (const item of node) propertiesNamed(item, name, found);
  } else if (isJson(node)) {
    const properties = node.properties;
    if (isJson(properties) && isJson(properties[name])) found.push(properties[name]);
    for (const value of Object.values(node)) propertiesNamed(value, name, found);
  }
  return found;
}

describe('codes with a fallback in the spec', () => {
  describe('message priorityId: H High, M Medium, otherwise Normal (SPEC §2)', () => {
    it.each(['N', 'M', 'H'] as const)('reads the known code %s as itself', (code) => {
      expect(MessageSchema.parse({ ...message, priorityId: code }).priorityId).toBe(code);
    });

    it.each(['X', 'L', 'h', ''])('reads the unknown code %j as N', (code) => {
      expect(MessageSchema.parse({ ...message, priorityId: code }).priorityId).toBe('N');
    });

    it('keeps a whole message list whose one message has an unknown priority', () => {
      const answer = [message, { ...message, messageBoxId: 2, priorityId: 'U' }];
      const parsed = registry['message.list'].response.parse(answer);
      expect(parsed.map((each) => each.priorityId)).toEqual(['H', 'N']);
    });

    it('still refuses a priority that is not text, and sends only known codes', () => {
      expect(MessageSchema.safeParse({ ...message, priorityId: 5 }).success).toBe(false);
      expect(MessageSchema.safeParse({ ...message, priorityId: null }).success).toBe(false);
      expect(PrioritySchema.safeParse('X').success).toBe(false);
    });
  });

  describe('wallet request method: default LocalBranch, otherwise Cash (SPEC §3)', () => {
    it.each(['LocalBranch', 'Cash', 'BalanceTransfer', 'BankTransfer', 'BankDeposit'] as const)(
      'reads the known code %s as itself',
      (code) => {
        expect(WalletRequestSchema.parse({ ...walletRequest, method: code }).method).toBe(code);
      },
    );

    it('reads an unknown method as Cash, and keeps the list it is in', () => {
      expect(WalletRequestSchema.parse({ ...walletRequest, method: 'Crypto' }).method).toBe('Cash');
      const answer = [walletRequest, { ...walletRequest, method: 'Crypto' }];
      const parsed = registry['cashier.openRequests'].response.parse(answer);
      expect(parsed.map((each) => each.method)).toEqual(['LocalBranch', 'Cash']);
    });

    it('still refuses a method that is not text', () => {
      expect(WalletRequestSchema.safeParse({ ...walletRequest, method: 1 }).success).toBe(false);
    });
  });

  it('leaves the OpenAPI document listing the known codes', () => {
    const document = buildOpenApiDocument();
    const priorities = propertiesNamed(document, 'priorityId');
    expect(priorities.length).toBeGreaterThan(0);
    for (const schema of priorities) expect(schema.enum).toEqual(['N', 'M', 'H']);
    const methods = propertiesNamed(document, 'method');
    expect(methods.length).toBeGreaterThan(0);
    for (const schema of methods) {
      expect(schema.enum).toEqual([
        'LocalBranch',
        'Cash',
        'BalanceTransfer',
        'BankTransfer',
        'BankDeposit',
      ]);
    }
  });
});
