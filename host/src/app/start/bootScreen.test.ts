import { localizeBootScreen, showBootError } from './bootScreen';

function bootMarkup(): void {
  document.body.innerHTML = '<div id="root"><div id="boot-body" role="status"><span id="boot-spinner"></span><span id="boot-text">Yükleniyor...</span></div></div>';
}

describe('boot screen (never a white page)', () => {
  afterEach(() => localStorage.clear());

  it('says Loading... in the stored language before React renders', () => {
    bootMarkup();
    localizeBootScreen();
    expect(document.getElementById('boot-text')?.textContent).toBe('Yükleniyor...');
    localStorage.setItem('lang', 'en');
    localizeBootScreen();
    expect(document.getElementById('boot-text')?.textContent).toBe('Loading...');
  });

  it('turns into an error with a Retry that reloads', () => {
    bootMarkup();
    localStorage.setItem('lang', 'en');
    const retry = jest.fn();
    showBootError(retry);
    const body = document.getElementById('boot-body')!;
    expect(body.getAttribute('role')).toBe('alert');
    expect(body.textContent).toContain('The site could not be loaded');
    (document.getElementById('boot-retry') as HTMLButtonElement).click();
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
