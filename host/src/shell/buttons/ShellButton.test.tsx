import { fireEvent, render, screen } from '@testing-library/react';
import { ShellButton } from './ShellButton';
import { ShellIconButton } from './ShellIconButton';

// What a player and the sheets rely on: a real <button> (or a link), its accessible name, the
// disabled state, and MUI's markup (the icons in their own spans), with no run-time style class.
describe('the shell\'s buttons', () => {
  it('a ShellButton is a plain button with the classes of its variant, colour and size', () => {
    const onClick = jest.fn();
    render(
      <ShellButton variant="outlined" color="inherit" size="small" className="vt-own" onClick={onClick} data-testid="b">
        Giriş
      </ShellButton>,
    );
    const button = screen.getByRole('button', { name: 'Giriş' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toBe('vt-btn-base vt-btn vt-btn-outlined vt-btn-outlined-inherit vt-btn-outlined-small vt-own');
    expect(button.className).not.toMatch(/\bcss-|\bMui/);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('puts its icons in MUI\'s spans and marks the button for the zero-width space before its label', () => {
    render(<ShellButton color="inherit" size="small" startIcon={<svg data-testid="start" />} endIcon={<svg data-testid="end" />}>TR</ShellButton>);
    const button = screen.getByRole('button', { name: 'TR' });
    expect(button).toHaveClass('vt-btn-with-icon', 'vt-btn-text');
    // eslint-disable-next-line testing-library/no-node-access -- MUI's icon spans have no accessible form; their classes are the subject
    expect(screen.getByTestId('start').parentElement).toHaveClass('vt-btn-icon', 'vt-btn-start-icon', 'vt-btn-icon-small');
    // eslint-disable-next-line testing-library/no-node-access -- as above
    expect(screen.getByTestId('end').parentElement).toHaveClass('vt-btn-icon', 'vt-btn-end-icon', 'vt-btn-icon-small');
    expect([...button.childNodes].map((node) => node.nodeName)).toEqual(['SPAN', '#text', 'SPAN']);
  });

  it('a disabled ShellButton or ShellIconButton cannot be pressed nor focused', () => {
    const onClick = jest.fn();
    render(
      <>
        <ShellButton disabled onClick={onClick}>Gönder</ShellButton>
        <ShellIconButton aria-label="Sonraki" disabled onClick={onClick}>›</ShellIconButton>
      </>,
    );
    for (const button of screen.getAllByRole('button')) {
      expect(button).toBeDisabled();
      fireEvent.click(button);
      button.focus();
      expect(button).not.toHaveFocus();
    }
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a ShellIconButton is a button named by its label, or a link when it has an address', () => {
    render(
      <>
        <ShellIconButton aria-label="Ara" type="submit" size="small">s</ShellIconButton>
        <ShellIconButton aria-label="Telegram" href="https://t.me/x" target="_blank" rel="noopener noreferrer" color="inherit">t</ShellIconButton>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Ara' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.className).toBe('vt-btn-base vt-icon-btn vt-icon-btn-small');
    const link = screen.getByRole('link', { name: 'Telegram' });
    expect(link).toHaveAttribute('href', 'https://t.me/x');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.className).toBe('vt-btn-base vt-icon-btn vt-icon-btn-inherit');
  });
});
