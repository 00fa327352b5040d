import type { Page } from './fixtures.ts';

/**
 * Lets the page meet a lost exchange (the mock's `lose: 'answer' | 'request'`, issue 24) as a phone
 * would. Chromium itself sends a request again, unseen by the page, when a reused keep-alive
 * connection closes before any byte of an answer, POSTs included: the mock's fault is then spent on
 * a send the page never knew of, and the page gets the answer to the second send. Calls whose URL
 * matches go through Playwright's own HTTP client instead, which never sends twice; when that send
 * fails, the page's request fails as a dropped connection does.
 */
export async function deliverLostExchanges(page: Page, url: string | RegExp): Promise<void> {
  await page.route(url, async (route) => {
    let response;
    try {
      response = await route.fetch();
    } catch {
      await route.abort('connectionreset');
      return;
    }
    await route.fulfill({ response });
  });
}
