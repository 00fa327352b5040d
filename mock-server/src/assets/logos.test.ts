import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { uploadedFilePath } from '@sportsbook/contracts/endpoints/files/save-document';
import { createMockHandlers } from '../msw/handlers.ts';
import { appPerTest } from '../testing/test-app.ts';
import { logoFileNames } from './logos.ts';

const BASE = 'http://mock.test';

/** Every logo link of the seeded world: the banks' urlLogo and the lotteries' logoUrl. */
function seededLinks(state: ReturnType<typeof createMockHandlers>['state']): string[] {
  return [
    ...state.db.bank.getAll().map((bank) => bank.urlLogo),
    ...state.db.lottery.getAll().map((lottery) => lottery.logoUrl),
  ];
}

describe('bank and lottery logos', () => {
  const test = appPerTest();

  it('are served by the server at the paths the seed gives, as small SVGs', async () => {
    const links = seededLinks(test.state);
    expect(links).toHaveLength(logoFileNames().length);
    for (const link of links) {
      expect(link).toMatch(/^\/w\/api\/FileUploader\/files\/logo-(bank|lottery)-[a-z-]+\.svg$/);
      const response = await test.app.inject({ method: 'GET', url: link });
      expect(response.statusCode, link).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'.*<\/svg>$/);
      // Nothing that runs or loads: shapes and text only.
      expect(response.body).not.toMatch(/<script|href=|on[a-z]+=/i);
      expect(Buffer.byteLength(response.body)).toBeLessThan(1024);
    }
  });

  it('answer 404 for a logo that does not exist', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: uploadedFilePath('logo-bank-nobody.svg'),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('bank and lottery logos behind the MSW handlers (Storybook)', () => {
  const { handlers, state } = createMockHandlers({ baseUrl: BASE });
  const server = setupServer(...handlers);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => {
    server.close();
  });

  it('serve the same SVGs at the same paths', async () => {
    for (const link of seededLinks(state)) {
      const response = await fetch(`${BASE}${link}`);
      expect(response.status, link).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg .*<\/svg>$/);
    }
    expect((await fetch(`${BASE}${uploadedFilePath('logo-lottery-nowhere.svg')}`)).status).toBe(
      404,
    );
  });
});
