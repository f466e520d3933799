// The member-area calls (spec §7 customer/changepassword and the documented extensions); one file per call.
export {
  ACCOUNT_PAGE_MAX, ACCOUNT_PAGE_SIZE, DAY_PATTERN, MONEY_PATTERN, moneySchema, pageOf,
} from './paging';
export { changePassword, changePasswordRequestSchema } from './changePassword';
export type { ChangePasswordRequest } from './changePassword';
export { accountDetails, accountDetailsSchema } from './accountDetails';
export type { AccountDetails } from './accountDetails';
export { financialHistory, financialHistoryRequestSchema, financialTransactionSchema } from './financialHistory';
export type { FinancialHistoryRequest, FinancialTransaction } from './financialHistory';
export { gameHistory, gameHistoryRequestSchema, gameRoundSchema } from './gameHistory';
export type { GameHistoryRequest, GameRound } from './gameHistory';
export { claimableBonuses, claimableBonusSchema } from './claimableBonuses';
export type { ClaimableBonus } from './claimableBonuses';
export { claimBonus, claimBonusRequestSchema } from './claimBonus';
export type { ClaimBonusRequest } from './claimBonus';
export { bonusHistory, bonusHistoryRequestSchema, bonusClaimSchema } from './bonusHistory';
export type { BonusHistoryRequest, BonusClaim } from './bonusHistory';
export { sessionHistory, sessionHistoryRequestSchema, signInSchema } from './sessionHistory';
export type { SessionHistoryRequest, SignIn } from './sessionHistory';
export { bonusWagering, bonusWagerSchema } from './bonusWagering';
export type { BonusWager } from './bonusWagering';
