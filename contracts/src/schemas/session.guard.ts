import { Reading, type Fields, type Guard } from '../http/guard.ts';
import type { SettingUI, UserSession } from './session.ts';
import type { Teaser } from './teaser.ts';

const COUNT = { int: true, positive: true };

function readTeaser(teaser: Fields): Teaser {
  const { reading } = teaser;
  return {
    id: teaser.number('id', { int: true }),
    name: teaser.string('name'),
    shortName: teaser.string('shortName'),
    minTeam: teaser.number('minTeam', COUNT),
    maxTeam: teaser.number('maxTeam', COUNT),
    pricesList: teaser.array('pricesList', (item, path) => {
      const price = reading.object(item, path);
      return { cntTeam: price.number('cntTeam', COUNT), price: price.number('price') };
    }),
  };
}

function readSettingUI(settings: Fields): SettingUI {
  const flag = (key: string) => settings.boolean(key);
  const amount = (key: string) => settings.number(key, { nonnegative: true });
  return {
    language: settings.string('language'),
    acceptanceOfTermsEnabled: flag('acceptanceOfTermsEnabled'),
    minAmount: amount('minAmount'),
    maxAmount: amount('maxAmount'),
    allowIf: flag('allowIf'),
    allowTeaser: flag('allowTeaser'),
    cashOutEnabled: flag('cashOutEnabled'),
    enableCashierOnLine: flag('enableCashierOnLine'),
    quickGameEnabled: flag('quickGameEnabled'),
    allowBankAccount: flag('allowBankAccount'),
    maxHistoryDays: settings.optional('maxHistoryDays', (key) => settings.number(key, COUNT)) ?? 60,
  };
}

/**
 * UserSessionSchema without zod: the session store reads the stored session through it when the
 * app starts, /login included (decision 161). session.guard.test.ts holds it to the schema.
 */
export const UserSessionGuard: Guard<UserSession> = {
  safeParse(value) {
    const r = new Reading();
    const user = r.object(value, '');
    return r.done({
      token: user.string('token', 1),
      userName: user.string('userName'),
      userId: user.number('userId', { int: true }),
      accountBalance: user.number('accountBalance'),
      pwdChangeFlag: user.boolean('pwdChangeFlag'),
      teasers: user.array('teasers', (item, path) => readTeaser(r.object(item, path))),
      settingUI: readSettingUI(user.object('settingUI')),
    });
  },
};
