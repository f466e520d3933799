import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@vitrin/contract';
import { bus, INITIAL_CHANNELS } from '@vitrin/shared';
import { RegisterDialog, toRegisterRequest } from './RegisterDialog';
import { dialogAtom, openDialog } from './dialogStore';
import { renderMember } from '../testing/renderMember';
import { collectToasts } from '../testing/collectToasts';
import { mockApi, type MockApi } from '../testing/mockApi';
import { pageStore } from '../ui/pageStore';

// Rendering MUI with user events is slow on a shared 2-core machine; 5 s is not enough there.
jest.setTimeout(30_000);

let api: MockApi;
const toasts = collectToasts();

const countries = { success: true, message: null, data: { countries: [{ id: 3, name: 'Almanya' }, { id: 90, name: 'Türkiye' }] } };

beforeEach(() => {
  // The country list's 300 ms (spec §9) on jest's clock: waitFor moves it instead of waiting it out.
  jest.useFakeTimers();
  localStorage.clear();
  bus.set('auth', INITIAL_CHANNELS.auth);
  bus.set('language', 'en');
  openDialog({ kind: 'register' });
  api = mockApi({ 'GET auth/form': () => countries });
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
  api.restore();
  bus.set('language', 'tr');
});

function change(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function fillValidForm() {
  change(/^Name/, 'Ayşe');
  change(/^Surname/, 'Çelik');
  change(/^Username/, 'ayse2024');
  change(/^E-mail/, 'ayse@example.com');
  change(/^Phone/, '532 123 45 67');
  change(/^National ID/, '10000000146');
  change(/^Password/, 'secret1');
  change(/^Confirm password/, 'secret1');
  change(/^Day/, '17');
  change(/^Month/, '05');
  change(/^Year/, '1990');
  fireEvent.click(screen.getByLabelText(/accept the terms/));
}

describe('RegisterDialog (spec §5)', () => {
  it('applies the countries after 300 ms with Türkiye preselected; the birth date starts empty (ADR 0029)', async () => {
    renderMember(<RegisterDialog />);
    const country = screen.getByLabelText(/^Country/) as HTMLSelectElement;
    expect(country.value).toBe('');
    await waitFor(() => expect(country.value).toBe('90'));
    expect(screen.getByLabelText(/^Day/)).toHaveValue('');
    expect(screen.getByLabelText(/^Month/)).toHaveValue('');
    expect(screen.getByLabelText(/^Year/)).toHaveValue('');
  });

  it('masks the phone to 10 digits and shows errors per kind on blur', async () => {
    renderMember(<RegisterDialog />);
    change(/^Phone/, '5a3212345678999');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('532 123 45 67');
    change(/^Name/, 'Ali  Veli');
    expect(await screen.findByText('Use letters only, with single spaces between words.')).toBeInTheDocument();
    change(/^Username/, 'ab_cd');
    expect(await screen.findByText('Use letters and digits only.')).toBeInTheDocument();
    change(/^National ID/, '123');
    expect(await screen.findByText('Enter exactly 11 digits.')).toBeInTheDocument();
    // Eleven digits whose check digits do not agree: the contract's rule, the server's too.
    change(/^National ID/, '12345678901');
    expect(await screen.findByText('This is not a valid Turkish ID number.')).toBeInTheDocument();
    change(/^Day/, '31');
    change(/^Month/, '02');
    change(/^Year/, '1990');
    expect(await screen.findByText('Enter a valid date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  });

  it('pads a one-digit day on leaving it, and says under 18 as soon as the date is typed', async () => {
    renderMember(<RegisterDialog />);
    change(/^Day/, '3');
    expect(screen.getByLabelText(/^Day/)).toHaveValue('03');
    change(/^Month/, '02');
    change(/^Year/, String(new Date().getFullYear() - 10));
    expect(await screen.findByText('You must be 18 or older to sign up.')).toBeInTheDocument();
  });

  it('asks for the terms and age confirmation before it sends', async () => {
    renderMember(<RegisterDialog />);
    await waitFor(() => expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('90'));
    fillValidForm();
    const submit = screen.getByRole('button', { name: 'Sign Up' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(screen.getByLabelText(/accept the terms/));
    await waitFor(() => expect(submit).toBeDisabled());
  });

  it('submits the spec payload; with the trial bonus it logs in and opens the SMS step', async () => {
    localStorage.setItem(STORAGE_KEYS.referral, JSON.stringify({ partner: 'p1', source: 'ads' }));
    api.use('POST auth/register', () => ({ success: true, message: 'Registered', data: { token: 'tk', username: 'ayse2024', usercode: 5 } }));
    renderMember(<RegisterDialog />);
    await waitFor(() => expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('90'));
    fillValidForm();
    fireEvent.click(screen.getByLabelText(/trial bonus/));
    const submit = screen.getByRole('button', { name: 'Sign Up' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(pageStore.get(dialogAtom)).toEqual({ kind: 'sms', phone: '5321234567' }));
    expect(api.sent.find((s) => s.route === 'POST auth/register')?.body).toEqual({
      name: 'Ayşe', surname: 'Çelik', username: 'ayse2024', email: 'ayse@example.com', phone: '905321234567',
      PersonalNo: '10000000146', country: 90, currencyId: 1, birthDate: '1990-05-17', trialBonus: true,
      password: 'secret1', password2: 'secret1', termsAccepted: true, partner: 'p1', source: 'ads',
    });
    expect(bus.get('auth')).toMatchObject({ hasLogin: true, username: 'ayse2024' });
    expect(toasts).toContainEqual({ type: 'success', message: 'Registered' });
  });

  it('without the trial bonus it shows the congratulations screen', async () => {
    api.use('POST auth/register', () => ({ success: true, message: null, data: { token: 'tk', username: 'ayse2024', usercode: 5 } }));
    renderMember(<RegisterDialog />);
    await waitFor(() => expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('90'));
    fillValidForm();
    const submit = screen.getByRole('button', { name: 'Sign Up' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(pageStore.get(dialogAtom)).toEqual({ kind: 'congrats', celebrate: true }));
    expect(toasts).toContainEqual({ type: 'success', message: 'Your registration is complete.' });
  });

  it('keeps the form and the server message when the username is taken', async () => {
    api.use('POST auth/register', () => ({ success: false, message: 'This username is already taken', data: null }));
    renderMember(<RegisterDialog />);
    await waitFor(() => expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('90'));
    fillValidForm();
    const submit = screen.getByRole('button', { name: 'Sign Up' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    expect(await screen.findByTestId('register-failure')).toHaveTextContent('This username is already taken');
    expect(toasts).toContainEqual({ type: 'error', message: 'This username is already taken' });
    expect(screen.getByLabelText(/^Username/)).toHaveValue('ayse2024');
    expect(pageStore.get(dialogAtom)).toEqual({ kind: 'register' });
    expect(bus.get('auth').hasLogin).toBe(false);
  });
});

type Lang = 'en' | 'tr';
/** The same words in each language. */
type Words<T = string> = Record<Lang, T>;

// The labels as each language writes them (the field's accessible name may carry MUI's asterisk).
const LABELS: Record<string, Words<RegExp>> = {
  name: { en: /^Name/, tr: /^Ad/ }, surname: { en: /^Surname/, tr: /^Soyad/ },
  username: { en: /^Username/, tr: /^Kullanıcı adı/ }, email: { en: /^E-mail/, tr: /^E-posta/ },
  phone: { en: /^Phone/, tr: /^Telefon/ }, personalNo: { en: /^National ID/, tr: /^T\.C\. kimlik/ },
  password: { en: /^Password/, tr: /^Şifre(?! tekrar)/ }, password2: { en: /^Confirm password/, tr: /^Şifre tekrar/ },
  country: { en: /^Country/, tr: /^Ülke/ }, day: { en: /^Day/, tr: /^Gün/ }, month: { en: /^Month/, tr: /^Ay/ }, year: { en: /^Year/, tr: /^Yıl/ },
};

const LETTERS_ONLY = { en: 'Use letters only, with single spaces between words.', tr: 'Yalnızca harf kullanın, kelimeler arasında tek boşluk bırakın.' };
const AT_LEAST_5 = { en: 'Enter at least 5 characters.', tr: 'En az 5 karakter girin.' };
const ELEVEN_DIGITS = { en: 'Enter exactly 11 digits.', tr: 'Tam olarak 11 rakam girin.' };

/** A field rule as the player meets it: a value typed, the field left, the message it is described by. */
const RULES: [field: string, value: string, message: Words][] = [
  ['name', '', { en: 'This field is required.', tr: 'Bu alan zorunludur.' }],
  ['name', 'A', { en: 'Enter at least 2 characters.', tr: 'En az 2 karakter girin.' }],
  ['name', 'Ali  Veli', LETTERS_ONLY],
  ['name', 'Ali3', LETTERS_ONLY],
  ['name', 'A'.repeat(101), { en: 'Enter at most 100 characters.', tr: 'En fazla 100 karakter girin.' }],
  ['surname', 'x-y', LETTERS_ONLY],
  ['username', 'abcd', AT_LEAST_5],
  ['username', 'abc_de', { en: 'Use letters and digits only.', tr: 'Yalnızca harf ve rakam kullanın.' }],
  ['username', 'a'.repeat(31), { en: 'Enter at most 30 characters.', tr: 'En fazla 30 karakter girin.' }],
  ['email', 'a@b', AT_LEAST_5],
  ['email', 'not-an-email', { en: 'Enter a valid e-mail address.', tr: 'Geçerli bir e-posta adresi girin.' }],
  ['phone', '12345', { en: 'Enter a 10-digit phone number, e.g. 532 123 45 67.', tr: '10 haneli bir telefon numarası girin, ör. 532 123 45 67.' }],
  ['personalNo', '123', ELEVEN_DIGITS],
  ['personalNo', '1234567890a', ELEVEN_DIGITS],
  ['personalNo', '12345678901', { en: 'This is not a valid Turkish ID number.', tr: 'Geçerli bir T.C. kimlik numarası değil.' }],
  ['password', 'abcd', AT_LEAST_5],
  ['password2', 'abcde', { en: 'The passwords do not match.', tr: 'Şifreler eşleşmiyor.' }],
];
const SELECT_COUNTRY = { en: 'Select a country.', tr: 'Bir ülke seçin.' };
const FOUR_DIGIT_YEAR = { en: 'Enter exactly 4 digits.', tr: 'Tam olarak 4 rakam girin.' };
const SIGN_UP = { en: 'Sign Up', tr: 'Üye Ol' };

// Moved from the browser (e2e member/register.spec.ts, "every field rule"): the message of each
// rule is the field's accessible description once the field is left, in both languages, and
// Sign Up stays disabled. The rules themselves are the contract's (forms/validation.test.ts).
describe.each(['en', 'tr'] as const)('RegisterDialog field rules (%s)', (lang) => {
  const label = (field: string) => LABELS[field]![lang];
  beforeEach(() => bus.set('language', lang));

  it('says each rule as the field\'s description on blur and keeps Sign Up disabled', async () => {
    renderMember(<RegisterDialog />);
    await waitFor(() => expect((screen.getByLabelText(label('country')) as HTMLSelectElement).value).toBe('90'));
    for (const [field, value, message] of RULES) {
      change(label(field), value);
      await waitFor(() => expect(screen.getByLabelText(label(field))).toHaveAccessibleDescription(message[lang]));
    }
    const country = screen.getByLabelText(label('country'));
    fireEvent.change(country, { target: { value: '' } });
    fireEvent.blur(country);
    expect(await screen.findByText(SELECT_COUNTRY[lang])).toBeInTheDocument();
    // Two digits of a year are no year: said under the date once it is left.
    change(label('day'), '03');
    change(label('month'), '02');
    change(label('year'), '70');
    expect(await screen.findByText(FOUR_DIGIT_YEAR[lang])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SIGN_UP[lang] })).toBeDisabled();
  });
});

describe('toRegisterRequest', () => {
  it('sends a refId alone when there is one', () => {
    const out = toRegisterRequest(
      {
        name: 'A b'.replace(' b', 'b'), surname: 'Cd', username: 'abcde', email: 'a@b.co', phone: '5321234567', PersonalNo: '10000000146',
        country: '90', birthDay: '09', birthMonth: '12', birthYear: '1990', trialBonus: false, termsAccepted: true, password: 'aaaaa', password2: 'aaaaa',
      },
      { refId: 12 },
    );
    expect(out).toMatchObject({ refId: 12, birthDate: '1990-12-09', phone: '905321234567', country: 90, currencyId: 1 });
    expect(out).not.toHaveProperty('partner');
  });
});
