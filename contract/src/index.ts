// The one public entry of @vitrin/contract: the pure contract (calls, schemas, enums, constants,
// types). Every consumer bundles what it uses; nothing here is a federation singleton (ADR 0007).
export { CONTRACT_VERSION, CONTRACT_MAJOR } from './version';
export { contractRange, isCompatibleContract, contractMismatch } from './compatibility';
export { REMOTE_NAMES } from './remote/remoteModule';
export {
  defineRemote, insidePrefixes, MENU_ICONS, parseRemoteDescriptor, remoteDescriptorSchema,
} from './remote/remoteDescriptor';
export type { MenuIconName, RemoteDescriptor, RemoteMenuEntry } from './remote/remoteDescriptor';
export type {
  RemoteModule, RouteHandle, SlotComponent, RemoteSlots, RemoteName, RemoteManifestEntry,
} from './remote/remoteModule';
export type { SlotPropsMap } from './slots/slotProps';
export { defineCall } from './api/defineCall';
export type { CallDefinition, CallRequest, CallResponse, HttpMethod } from './api/defineCall';
export { envelope, emptyEnvelope } from './api/envelope';
export { text, safeText, hasUnsafeCharacters, UNSAFE_TEXT } from './api/text';
export type { TextOptions } from './api/text';
export type { Envelope } from './api/envelope';
export { FIRST_ANSWERS_ELEMENT_ID, firstAnswerFrom } from './firstAnswers/firstAnswers';
export { login, loginRequestSchema } from './api/auth/login';
export type { LoginRequest } from './api/auth/login';
export {
  register, registerRequestSchema, PERSON_NAME_PATTERN, USERNAME_PATTERN, DIGITS_PATTERN, BIRTH_DATE_PATTERN,
} from './api/auth/register';
export type { RegisterRequest } from './api/auth/register';
export { isTcKimlikNo, completeTcKimlikNo, TC_KIMLIK_PATTERN } from './api/auth/tcKimlikNo';
export { birthDateProblem, ADULT_AGE } from './api/auth/birthDate';
export { isNationalPhone, isPhoneNumber } from './api/auth/phoneNumber';
export type { BirthDateProblem } from './api/auth/birthDate';
export { authForm, countrySchema } from './api/auth/authForm';
export type { Country } from './api/auth/authForm';
export { logout } from './api/auth/logout';
export { sessionSchema } from './api/auth/session';
export type { Session } from './api/auth/session';
export { userBalance, balanceSchema } from './api/user/balance';
export type { BalanceInfo } from './api/user/balance';
export { contentList, contentItemSchema } from './api/cms/contentList';
export type { ContentItem } from './api/cms/contentList';
export { cmsGrouped, bootstrapSchema, sliderSchema, categorySchema, siteOptionSchema, readCasinoCategories } from './api/cms/grouped';
export type { Bootstrap, Slider, FooterCategory, SiteOption } from './api/cms/grouped';
export * from './enums/enums';
export * from './constants/constants';
export { STORAGE_KEYS, AUTH_STORAGE_KEYS } from './storage/keys';
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
export { localPhoneRule, phoneFormSchema, smsCodeFormSchema } from './api/customer/phoneForms';
export type { PhoneForm, SmsCodeForm } from './api/customer/phoneForms';
export { defineTrialBonus } from './api/bonus/defineTrialBonus';
export { notifications, notificationSchema, notificationsRequestSchema } from './api/customer/notifications';
export type { Notification, NotificationsRequest } from './api/customer/notifications';
export { readNotification, readNotificationRequestSchema } from './api/customer/readNotification';
export type { ReadNotificationRequest } from './api/customer/readNotification';

// Domain barrels: each domain's folder lists its own calls, so teams add calls without touching this file.
export * from './api/casino';
export * from './api/payments';
export * from './api/account';
export * from './api/sports';
export * from './api/telemetry';
export * from './api/responsible';

// The contract as documents for backend teams: OpenAPI 3.1 and the hub's JSON Schema, generated
// from the schemas above (served by the sandbox, written into dist/ by the build).
export { openApiDocument } from './openapi/openApiDocument';
export { hubMessagesSchema } from './openapi/hubSchema';
export { hubMessageSchema, notificationPushSchema } from './hub/hubMessages';
export { MEMBER_CALLS, MONEY_CALLS } from './api/access';
