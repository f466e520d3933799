import type { CallDefinition } from './defineCall';
import { logout } from './auth/logout';
import { userBalance } from './user/balance';
import { defineTrialBonus } from './bonus/defineTrialBonus';
import { updatePhone } from './customer/updatePhone';
import { notifications } from './customer/notifications';
import { readNotification } from './customer/readNotification';
import { toggleFavorite } from './casino/toggleFavorite';
import { favorites } from './casino/favorites';
import { recentGames } from './casino/recentGames';
import { dtLaunchUrl } from './casino/dtLaunchUrl';
import { pragmaticLaunchUrl } from './casino/pragmaticLaunchUrl';
import { emLaunchUrl } from './casino/emLaunchUrl';
import { amusnetLaunchUrl } from './casino/amusnetLaunchUrl';
import { egtLaunchUrl } from './casino/egtLaunchUrl';
import { hub88LaunchUrl } from './casino/hub88LaunchUrl';
import { softgamingsLaunchUrl } from './casino/softgamingsLaunchUrl';
import { paymentMethods } from './payments/paymentMethods';
import { paymentDetail } from './payments/paymentDetail';
import { paymentRequests } from './payments/paymentRequests';
import { deposit } from './payments/deposit';
import { withdraw } from './payments/withdraw';
import { changePassword } from './account/changePassword';
import { accountDetails } from './account/accountDetails';
import { financialHistory } from './account/financialHistory';
import { gameHistory } from './account/gameHistory';
import { bonusHistory } from './account/bonusHistory';
import { bonusWagering } from './account/bonusWagering';
import { sessionHistory } from './account/sessionHistory';
import { claimableBonuses } from './account/claimableBonuses';
import { claimBonus } from './account/claimBonus';
import { sportsbookToken } from './sports/sportsbookToken';
import { cancelPendingLimit, panicBreak, playSession, responsibleLimits, setLimit, setRealityCheck, takeBreak } from './responsible';

/**
 * Calls that move money: a member call that also requires an `Idempotency-Key` header (one per
 * submission); a repeated key answers the first answer, the same key on another call or body is a 422.
 */
export const MONEY_CALLS: readonly CallDefinition[] = [deposit, withdraw, claimBonus];

/**
 * Calls that need the member's bearer token (401 `{success: false, message}` without a valid one).
 * Every other call is public: it reads the token when one is sent, and answers without it. One list
 * rather than a flag in each call file, so the OpenAPI document and the backend's checks read one
 * place; the sandbox's test proves it answers 401 exactly for these.
 */
export const MEMBER_CALLS: readonly CallDefinition[] = [
  logout, userBalance, defineTrialBonus, updatePhone, notifications, readNotification,
  toggleFavorite, favorites, recentGames,
  dtLaunchUrl, pragmaticLaunchUrl, emLaunchUrl, amusnetLaunchUrl, egtLaunchUrl, hub88LaunchUrl, softgamingsLaunchUrl,
  paymentMethods, paymentDetail, paymentRequests,
  changePassword, accountDetails, financialHistory, gameHistory, bonusHistory, bonusWagering, sessionHistory, claimableBonuses,
  sportsbookToken,
  responsibleLimits, setLimit, cancelPendingLimit, setRealityCheck, takeBreak, panicBreak, playSession,
  ...MONEY_CALLS,
];
