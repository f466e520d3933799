// The one public entry of @vitrin/shared. Host and remotes import only from here.

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
export { useRetryAfter } from './api/useRetryAfter';
export { serverMessage, toastError, toastSuccess } from './api/toast';
export type { RetryAfter } from './api/useRetryAfter';

export { createTranslator } from './i18n/createTranslator';
export type { Dictionary, Dictionaries, TranslateParams } from './i18n/createTranslator';
export { resolveLanguage, LANGUAGE_LABELS } from './i18n/language';

export { formatMoney, formatSignedMoney } from './format/money';
export { formatNotificationDate, parseUtcTimestamp } from './format/notificationDate';
export { createVitrinTheme } from './theme/createVitrinTheme';
export { tokens } from './theme/tokens';
export { Slot } from './slots/Slot';
export type { SlotProps } from './slots/Slot';
export { registerSlotLoader, loadSlot, preloadSlot, retrySlot } from './slots/slotLoader';
export type { SlotLoader, SlotLoadOptions, SlotComponentType } from './slots/slotLoader';
export { lazySlot, type PreloadableSlot } from './slots/lazySlot';
export { SectionFallback } from './slots/SectionFallback';
export type { SectionFallbackProps } from './slots/SectionFallback';
export { RemoteBoundary } from './slots/RemoteBoundary';
export type { RemoteBoundaryProps } from './slots/RemoteBoundary';
export { RemoteLoadError, isRemoteLoadError } from './slots/RemoteLoadError';
export type { RemoteFailureReason } from './slots/RemoteLoadError';


export { useGameSuggestions, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from './search/useGameSuggestions';
export type { GameSuggestions } from './search/useGameSuggestions';
export { useSuggestionList } from './search/useSuggestionList';
export type { SuggestionList } from './search/useSuggestionList';
export { useLoad } from './api/useLoad';
export { embeddedAnswer } from './api/embeddedAnswer';
export type { Load, LoadState } from './api/useLoad';
export { useResendCountdown } from './forms/useResendCountdown';
export { applyDigitMask, digitsOf, maskCapacity, digitMaskProps, displayPhone, PHONE_MASK, SMS_CODE_MASK } from './forms/digitMask';
export type { DigitFieldBinding } from './forms/digitMask';
export { useCloseOnBack } from './overlay/useCloseOnBack';
export { listenForBack } from './overlay/backStack';
export { fieldFeedback, RESERVED_HELPER_TEXT } from './forms/fieldFeedback';
export { errorText } from './forms/errorText';
export type { FieldProgress } from './forms/fieldFeedback';
