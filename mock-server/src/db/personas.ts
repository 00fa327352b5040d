/** The demo logins, all with the same password. Printed by `npm start` and listed in the README. */
export const PERSONA_PASSWORD = 'Demo123!';

export const PERSONAS = {
  demo: {
    userId: 1001,
    description: 'every feature on, balance 1,000.00, tickets, bonuses, requests, unread messages',
  },
  newbie: {
    userId: 1002,
    description: 'terms acceptance enabled and never accepted (goes to /agreement)',
  },
  locked: { userId: 1003, description: 'must change the password first (pwdChangeFlag)' },
  basic: {
    userId: 1004,
    description: 'if-bets, teasers, cash-out, online cashier, quick games and bank accounts off',
  },
} as const;

export type PersonaName = keyof typeof PERSONAS;

/** The staff side of the message box: senders and recipients customers can write to. */
export const STAFF = {
  support: { userId: 1, userName: 'support', firstName: 'Customer Support' },
  agent: { userId: 2, userName: 'agent7', firstName: 'Agent Seven' },
} as const;
