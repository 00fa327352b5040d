import type { MockState } from '../state.ts';
import type { Random } from '../random.ts';
import { PERSONA_PASSWORD, PERSONAS, STAFF, type PersonaName } from '../personas.ts';
import { ALL_FEATURES_ON, FEATURES_OFF } from '../accessors.ts';
import { openingBalanceFor } from '../../domain/ledger.ts';
import { daysFromNow } from '../dates.ts';

/** Opening balances are fixed after every area has seeded its history (see seedAll). */
export const PERSONA_BALANCES: Record<PersonaName, number> = {
  demo: 1000,
  newbie: 250,
  locked: 500,
  basic: 300,
};

const profiles: Record<
  PersonaName,
  { first: string; last: string; city: string; pin: string | null }
> = {
  demo: { first: 'Dana', last: 'Morales', city: 'Santo Domingo', pin: '4821' },
  newbie: { first: 'Nico', last: 'Reyes', city: 'Santiago', pin: null },
  locked: { first: 'Luis', last: 'Peña', city: 'La Romana', pin: '7310' },
  basic: { first: 'Bea', last: 'Santos', city: 'Punta Cana', pin: '1975' },
};

export function seedPeople(state: MockState, _random: Random): void {
  for (const [name, persona] of Object.entries(PERSONAS) as [
    PersonaName,
    (typeof PERSONAS)[PersonaName],
  ][]) {
    const profile = profiles[name];
    state.db.user.create({
      userId: persona.userId,
      userName: name,
      password: PERSONA_PASSWORD,
      customerId: 5000 + persona.userId,
      agentId: 1,
      agentName: 'Agent Seven',
      agentGroupCode: 'AG7',
      firstName: profile.first,
      lastName: profile.last,
      personalIdNumber: `0010${persona.userId}7`,
      city: profile.city,
      emailAddress: `${name}@example.com`,
      phone: `809555${String(persona.userId).padStart(4, '0')}`,
      lastAcceptanceTerms: name === 'newbie' ? null : daysFromNow(state, -30).toISOString(),
      pwdChangeFlag: name === 'locked',
      pin: profile.pin,
      language: 'en',
      openingBalance: PERSONA_BALANCES[name],
      createdAt: daysFromNow(state, -120).toISOString(),
      settings:
        name === 'basic'
          ? { ...ALL_FEATURES_ON, ...FEATURES_OFF }
          : name === 'newbie'
            ? { ...ALL_FEATURES_ON }
            : { ...ALL_FEATURES_ON, acceptanceOfTermsEnabled: name !== 'locked' },
    });
  }
  // Staff have no customer record (customerId 0) and no password: they only send and receive messages.
  for (const staff of Object.values(STAFF)) {
    state.db.user.create({
      userId: staff.userId,
      userName: staff.userName,
      password: '',
      customerId: 0,
      agentId: 0,
      agentName: '',
      agentGroupCode: '',
      firstName: staff.firstName,
      lastName: '',
      personalIdNumber: '',
      city: '',
      emailAddress: `${staff.userName}@sportsbook.example`,
      phone: '',
      lastAcceptanceTerms: null,
      pwdChangeFlag: false,
      pin: null,
      language: 'en',
      openingBalance: 0,
      createdAt: daysFromNow(state, -365).toISOString(),
      settings: { ...ALL_FEATURES_ON, acceptanceOfTermsEnabled: false },
    });
  }
}

/** demo's bonuses: a deposit bonus expiring within 24 hours (flagged) and a free-bet bonus. */
export function seedBonuses(state: MockState): void {
  const demo = PERSONAS.demo.userId;
  const bonuses = [
    {
      bonusId: 301,
      bonusName: 'Welcome deposit bonus',
      amount: 50,
      balance: 50,
      hours: 20,
      isDeposit: true,
    },
    {
      bonusId: 302,
      bonusName: 'Free bet Friday',
      amount: 25,
      balance: 25,
      hours: 24 * 6,
      isDeposit: false,
    },
  ];
  for (const { hours, ...bonus } of bonuses) {
    const expires = new Date(state.now().getTime() + hours * 3_600_000);
    state.db.bonus.create({ ...bonus, userId: demo, expirationDate: expires.toISOString() });
  }
}

/**
 * Sets each persona's opening balance so that, after all seeded entries and pending withdrawals,
 * the balance it is shown (the available one, decision 082) is its target balance.
 */
export function settlePersonaBalances(state: MockState): void {
  for (const [name, persona] of Object.entries(PERSONAS) as [
    PersonaName,
    (typeof PERSONAS)[PersonaName],
  ][]) {
    state.db.user.update({
      where: { userId: { equals: persona.userId } },
      data: { openingBalance: openingBalanceFor(state, persona.userId, PERSONA_BALANCES[name]) },
    });
  }
}
