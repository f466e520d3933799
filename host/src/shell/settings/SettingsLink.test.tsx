import { act, render, screen } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { SettingsLink } from './SettingsLink';

describe('SettingsLink', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    act(() => bus.set('settings', null));
  });

  it('becomes a new-tab link 1000 ms after mounting', () => {
    act(() => bus.set('settings', { options: { 'license-url': 'https://licence.example' }, domains: { current: '', next: '' }, trialBonusAmount: 0, languages: [] }));
    render(<SettingsLink settingKey="License-URL">Licence</SettingsLink>);
    expect(screen.queryByRole('link')).toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    const link = screen.getByRole('link', { name: 'Licence' });
    expect(link).toHaveAttribute('href', 'https://licence.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never links an unsafe value', () => {
    act(() => bus.set('settings', { options: { bad: 'javascript:alert(1)' }, domains: { current: '', next: '' }, trialBonusAmount: 0, languages: [] }));
    render(<SettingsLink settingKey="bad">Text</SettingsLink>);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Text')).toBeInTheDocument();
  });
});
