import { render, screen } from '@testing-library/react';
import { MenuIcon, SearchIcon } from './icons';

describe('the shell\'s icons', () => {
  it('are plain svg elements with the classes of their sheet, not emotion-styled SvgIcons', () => {
    render(
      <span data-testid="icons">
        <MenuIcon />
        <SearchIcon fontSize="small" className="vt-extra" />
      </span>,
    );
    // eslint-disable-next-line testing-library/no-node-access -- hidden from the accessible tree on purpose; the svg elements are the subject
    const [menu, search] = [...screen.getByTestId('icons').querySelectorAll('svg')];
    expect(menu).toHaveAttribute('class', 'vt-icon');
    expect(search).toHaveAttribute('class', 'vt-icon vt-icon-small vt-extra');
    for (const icon of [menu, search]) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveAttribute('focusable', 'false');
      expect(icon).toHaveAttribute('viewBox', '0 0 24 24');
      expect(icon!.className.baseVal).not.toMatch(/Mui|css-/);
    }
  });
});
