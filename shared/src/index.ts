// The one public entry of @vitrin/shared. Host and remotes import only from here.
export { CONTRACT_VERSION, CONTRACT_MAJOR, majorOf, isCompatibleContract } from './contract/version';
export { REMOTE_PREFIXES, REMOTE_NAMES } from './contract/remoteModule';
export type { RemoteModule, RouteHandle, SlotComponent, RemoteName } from './contract/remoteModule';

export { bus } from './bus/bus';
export type { VitrinBus } from './bus/bus';
export { createBus } from './bus/createBus';
export type { Bus } from './bus/createBus';
export { useChannel, useBusEvent } from './bus/hooks';
export { INITIAL_CHANNELS } from './bus/events';
export type { BusEvents, BusChannels, AuthState, SiteSettings, HubStatus, HubMessage } from './bus/events';

export { ApiError, isApiError } from './api/ApiError';
export type { ApiErrorKind } from './api/ApiError';
export { callApi, apiBase, requestHeaders } from './api/client';
export type { CallOptions } from './api/client';
export { defineCall } from './api/defineCall';
export type { CallDefinition, CallRequest, CallResponse, HttpMethod } from './api/defineCall';
export { envelope, emptyEnvelope } from './api/envelope';
export type { Envelope } from './api/envelope';
export { login, loginRequestSchema } from './api/auth/login';
export type { LoginRequest } from './api/auth/login';
export {
  register, registerRequestSchema, PERSON_NAME_PATTERN, USERNAME_PATTERN, DIGITS_PATTERN, BIRTH_DATE_PATTERN,
} from './api/auth/register';
export type { RegisterRequest } from './api/auth/register';
export { authForm, countrySchema } from './api/auth/authForm';
export type { Country } from './api/auth/authForm';
export { logout } from './api/auth/logout';
export { sessionSchema } from './api/auth/session';
export type { Session } from './api/auth/session';
export { userBalance } from './api/user/balance';
export { contentList, contentItemSchema } from './api/cms/contentList';
export type { ContentItem } from './api/cms/contentList';
export { cmsGrouped, bootstrapSchema, sliderSchema, categorySchema, siteOptionSchema } from './api/cms/grouped';
export type { Bootstrap, Slider, FooterCategory, SiteOption } from './api/cms/grouped';
export { gameSchema } from './api/casino/game';
export type { Game } from './api/casino/game';

export { createTranslator } from './i18n/createTranslator';
export type { Dictionary, Dictionaries, TranslateParams } from './i18n/createTranslator';
export { resolveLanguage, LANGUAGE_LABELS } from './i18n/language';

export * from './enums/enums';
export * from './constants/constants';
export { STORAGE_KEYS, AUTH_STORAGE_KEYS } from './storage/keys';
export { formatMoney } from './format/money';
export { formatNotificationDate, parseUtcTimestamp } from './format/notificationDate';
export { createVitrinTheme } from './theme/createVitrinTheme';
export { tokens } from './theme/tokens';
export { callMe, callMeRequestSchema, callMeContactSchema } from './api/cms/callMe';
export type { CallMeRequest, CallMeContact } from './api/cms/callMe';
export { contentPage, contentPageSchema, contentPageRequestSchema } from './api/cms/contentPage';
export type { ContentPage, ContentPageRequest } from './api/cms/contentPage';
export { promotions, promotionSchema } from './api/cms/promotions';
export type { Promotion } from './api/cms/promotions';
export { sendResetPassword, sendResetPasswordRequestSchema } from './api/auth/sendResetPassword';
export type { SendResetPasswordRequest } from './api/auth/sendResetPassword';
export { checkResetCode, checkResetCodeRequestSchema } from './api/auth/checkResetCode';
export type { CheckResetCodeRequest } from './api/auth/checkResetCode';
export { changePasswordWithCode, changePasswordWithCodeRequestSchema } from './api/auth/changePasswordWithCode';
export type { ChangePasswordWithCodeRequest } from './api/auth/changePasswordWithCode';
export { updatePhone, updatePhoneRequestSchema, SMS_CODE_PATTERN } from './api/customer/updatePhone';
export type { UpdatePhoneRequest } from './api/customer/updatePhone';
export { defineTrialBonus } from './api/bonus/defineTrialBonus';
export { notifications, notificationSchema, notificationsRequestSchema } from './api/customer/notifications';
export type { Notification, NotificationsRequest } from './api/customer/notifications';
export { readNotification, readNotificationRequestSchema } from './api/customer/readNotification';
export type { ReadNotificationRequest } from './api/customer/readNotification';
