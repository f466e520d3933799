// The second public entry of @vitrin/shared, `@vitrin/shared/forms`: the form parts that render
// fields (MUI's TextField, react-hook-form). Apart from the main entry so they load with the
// forms that use them (the host's member dialogs, the account's pages), never with every page's
// first load, which takes the main entry. Provided by the host as a singleton like the main entry.

export { MaskedField } from './fields/MaskedField';
export { PhoneField } from './fields/PhoneField';
export { ThrottleAlert } from './fields/ThrottleAlert';
export { SmsPhoneForm } from './sms/SmsPhoneForm';
export type { SmsPhoneFormProps } from './sms/SmsPhoneForm';
export { SmsCodeForm } from './sms/SmsCodeForm';
export type { SmsCodeFormProps } from './sms/SmsCodeForm';
export { useSendSmsCode } from './sms/useSendSmsCode';
export type { SmsTexts, SmsTextKey } from './sms/smsTexts';
