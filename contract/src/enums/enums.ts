// Enumerations of spec §3, with the exact numbers the server uses.
export const TransactionStatus = { None: 0, Confirmed: 1, Pending: 2, Merged: 3, Rejected: 4, Cancelled: 5, Created: 6 } as const;
export const FilterType = { All: 0, Deposit: 1, Withdraw: 2 } as const;
export const ProcessStatus = { Processing: 1, Completed: 2, Cancelled: 3, Expired: 4 } as const;
export const GameResultType = { Win: 1, Bet: 2 } as const;
export const PaymentMethod = {
  BankTransfer: 1, CreditCard: 2, Papara: 3, Popy: 4, Paratim: 5, Crypto: 6, Qr: 7, Parolapara: 8, Payco: 9, OtherMethods: 20,
} as const;
export const DynamicFieldType = { String: 1, Int: 2, Long: 3, Decimal: 4, Bool: 5, DateTime: 6, Dropdown: 7 } as const;
export const PhoneVerificationPage = { NotVerifiedPage: 0, VerifiedPage: 1, UpdatePage: 2, VerificationCodePage: 3 } as const;
export const PlatformCode = { Desktop: 1, Mobile: 2 } as const;
/** Numeric reading of a notification type (spec §3). */
export const NotificationTypeCode = { Deposit: 1, Withdraw: 2, Jackpot: 3, Bonus: 4, System: 5 } as const;
/** Named reading of a notification type; anything else is shown as System. */
export const NOTIFICATION_TYPE_NAMES = ['Bonus', 'Deposit', 'Withdraw', 'System'] as const;
export const ContactType = { Phone: 1, Whatsapp: 2, Telegram: 3, Email: 4 } as const;
export const ToastType = { blank: 'blank', error: 'error', success: 'success', loading: 'loading', warning: 'warning', info: 'info' } as const;

export type ValueOf<T> = T[keyof T];
export type ToastKind = ValueOf<typeof ToastType>;
export type ContactTypeCode = ValueOf<typeof ContactType>;
