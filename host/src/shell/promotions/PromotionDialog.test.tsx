import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { PromotionDialog } from './PromotionDialog';

const promotion = { id: 4, title: '%25 Kayıp Bonusu', summary: 'Her pazartesi', html: '<p>Kaybınızın %25’i</p>', images: [{ url: 'card.svg' }, { url: 'detail.svg' }] };

function renderDialog(onClose = jest.fn()) {
  render(
    <MemoryRouter>
      <PromotionDialog promotion={promotion} onClose={onClose} />
    </MemoryRouter>,
  );
  return onClose;
}

afterEach(() => act(() => bus.set('auth', { hasLogin: false, username: '', usercode: '', token: null })));

describe('PromotionDialog actions', () => {
  it('a guest can sign up or log in from the detail, coming back to the promotions', () => {
    const register: unknown[] = [];
    const login: unknown[] = [];
    const offs = [bus.on('auth/register-requested', (p) => register.push(p)), bus.on('auth/login-requested', (p) => login.push(p))];
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Hemen Üye Ol' }));
    expect(register).toHaveLength(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(login).toEqual([{ returnTo: '/promotions' }]);
    for (const off of offs) off();
  });

  it('a member goes to claim a bonus or to deposit', () => {
    act(() => bus.set('auth', { hasLogin: true, username: 'demo', usercode: '1', token: 't' }));
    renderDialog();
    expect(screen.getByRole('link', { name: 'Bonus Talep Et' })).toHaveAttribute('href', '/dashboard/claim-bonus');
    expect(screen.getByRole('link', { name: 'Para Yatır' })).toHaveAttribute('href', '/dashboard/deposit');
    expect(screen.queryByRole('button', { name: 'Hemen Üye Ol' })).toBeNull();
  });
});
