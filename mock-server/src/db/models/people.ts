import { nullable, primaryKey } from '@mswjs/data';

/** Customers, their sessions, their money (one ledger) and their bonuses. */
export const peopleModels = {
  user: {
    userId: primaryKey(Number),
    userName: String,
    password: String,
    customerId: Number,
    agentId: Number,
    agentName: String,
    agentGroupCode: String,
    firstName: String,
    lastName: String,
    personalIdNumber: String,
    city: String,
    emailAddress: String,
    phone: String,
    /** ISO date of the last terms acceptance; null when never accepted. */
    lastAcceptanceTerms: nullable(String),
    pwdChangeFlag: Boolean,
    pin: nullable(String),
    language: String,
    /** The balance before the first ledger entry; balance = opening + sum of entries. */
    openingBalance: Number,
    createdAt: String,
    settings: {
      acceptanceOfTermsEnabled: Boolean,
      minAmount: Number,
      maxAmount: Number,
      allowIf: Boolean,
      allowTeaser: Boolean,
      cashOutEnabled: Boolean,
      enableCashierOnLine: Boolean,
      quickGameEnabled: Boolean,
      allowBankAccount: Boolean,
      maxHistoryDays: Number,
    },
  },
  session: {
    token: primaryKey(String),
    userId: Number,
    clientId: String,
    /** Epoch ms of the last authenticated call; sessions expire after inactivity. */
    lastSeenAt: Number,
  },
  ledgerEntry: {
    id: primaryKey(Number),
    userId: Number,
    /** Signed: credits positive, debits negative. */
    amount: Number,
    kind: String,
    reference: String,
    description: String,
    createdAt: String,
  },
  bonus: {
    bonusId: primaryKey(Number),
    userId: Number,
    bonusName: String,
    amount: Number,
    balance: Number,
    expirationDate: String,
    /** Deposit bonuses are the ones the top bar totals. */
    isDeposit: Boolean,
  },
  passwordResetToken: {
    token: primaryKey(String),
    userId: Number,
    expiresAt: Number,
    used: Boolean,
  },
};
