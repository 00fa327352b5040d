import { nullable, primaryKey } from '@mswjs/data';

/** Payment methods, banks, branches, wallet requests, bank accounts and uploaded files. */
export const cashierModels = {
  paymentMethod: {
    id: primaryKey(Number),
    name: String,
    icon: String,
    /** 'deposit' or 'withdraw'. */
    direction: String,
    /** 'Active' or 'Unavailable'. */
    status: String,
  },
  bank: {
    bankGuid: primaryKey(String),
    name: String,
    bankFullName: String,
    urlLogo: String,
    accountNo: String,
    accountName: String,
    accountCaption: String,
  },
  branch: {
    guid: primaryKey(String),
    zoneName: String,
    name: String,
    address: String,
    mapLink: String,
  },
  walletRequest: {
    guid: primaryKey(String),
    userId: Number,
    createdDate: String,
    amount: Number,
    /** 'deposit' or 'withdraw'. */
    type: String,
    /** Pending, Approved, Declined, Rejected. */
    requestState: String,
    status: String,
    method: String,
    authorizationNumber: String,
    comments: () => [] as string[],
    imagesUrl: () => [] as string[],
    isApproved: Boolean,
    branchGuid: nullable(String),
    receiverId: nullable(String),
    bankAccountToken: nullable(String),
    peferredDate: nullable(String),
    /** The ledger entry that moved the money, once it moved. */
    ledgerEntryId: nullable(Number),
  },
  bankAccount: {
    accountToken: primaryKey(String),
    userId: Number,
    bankGuid: String,
    accountNumber: String,
    accountName: String,
    accountType: String,
    accountDescription: String,
    status: String,
    visible: Boolean,
  },
  document: {
    fileName: primaryKey(String),
    userId: Number,
    documentTypeId: Number,
    contentType: String,
    originalName: String,
    size: Number,
    referenceId: nullable(String),
    referenceType: nullable(String),
    createdAt: String,
  },
};
