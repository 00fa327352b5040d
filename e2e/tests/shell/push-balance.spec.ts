import {
  control,
  expect,
  expectAccessible,
  logInAsDemo,
  test,
  waitForHub,
} from '../../support/fixtures.ts';

test.describe('Push hub', () => {
  test('a credit reaches the top bar balance without a reload', async ({ page }) => {
    await logInAsDemo(page);
    const topBar = page.getByRole('banner');
    await expect(topBar.getByText('$1,000.00')).toBeVisible();
    await waitForHub(page);
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    await control(page, '/balance', { userName: 'demo', amount: 50 });

    await expect(topBar.getByText('$1,050.00')).toBeVisible();
    expect(navigations).toBe(0);
  });

  test('a pushed message shows a Notification toast with its text', async ({ page }) => {
    await logInAsDemo(page);
    await waitForHub(page);

    await control(page, '/hub/push', {
      event: 'ReceiveMessage',
      payload: 'Your withdrawal was approved',
      userName: 'demo',
    });

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Notification' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Your withdrawal was approved');
    await expectAccessible(page);
  });
});
