import { act, renderHook } from '@testing-library/react';
import { createTranslator } from './createTranslator';
import { resolveLanguage } from './language';
import { bus } from '../bus/bus';

const { t, useT } = createTranslator({
  tr: { hello: 'Merhaba {name}', bye: 'Güle güle' },
  en: { hello: 'Hello {name}', bye: 'Bye' },
});

describe('translator', () => {
  afterEach(() => {
    bus.set('language', 'tr');
    bus.set('translations', {});
  });

  it('translates in the active language with parameters', () => {
    expect(t('hello', { name: 'Ada' })).toBe('Merhaba Ada');
    bus.set('language', 'en');
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('lets a server translation override the bundled text', () => {
    bus.set('translations', { bye: 'Hoşça kal' });
    expect(t('bye')).toBe('Hoşça kal');
  });

  it('falls back to Turkish for a language it has no dictionary for', () => {
    bus.set('language', 'de');
    expect(t('bye')).toBe('Güle güle');
  });

  it('re-renders components when the language changes', () => {
    const { result, unmount } = renderHook(() => useT());
    expect(result.current('bye')).toBe('Güle güle');
    act(() => bus.set('language', 'en'));
    expect(result.current('bye')).toBe('Bye');
    unmount();
  });

  it('gives a component the same function while the language and texts stay (a prop of memoised tiles)', () => {
    const subscribe = jest.spyOn(bus, 'subscribe');
    const { result, rerender, unmount } = renderHook(() => useT());
    const first = result.current;
    const subscriptions = subscribe.mock.calls.length;
    rerender();
    rerender();
    expect(result.current).toBe(first);
    // One subscription per channel for the component's life, not one more at every render.
    expect(subscribe.mock.calls.length).toBe(subscriptions);
    act(() => bus.set('translations', { bye: 'Hoşça kal' }));
    expect(result.current).not.toBe(first);
    expect(result.current('bye')).toBe('Hoşça kal');
    unmount();
    subscribe.mockRestore();
  });

  it('uses the stored language only when the bootstrap lists it', () => {
    expect(resolveLanguage('en', ['tr', 'en'])).toBe('en');
    expect(resolveLanguage('de', ['tr', 'en'])).toBe('tr');
    expect(resolveLanguage(null, ['tr', 'en'])).toBe('tr');
  });
});
