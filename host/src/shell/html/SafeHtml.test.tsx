import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('strips scripts and event handlers but keeps the content', () => {
    const { container } = render(
      <SafeHtml html={'<h3>Bonus</h3><script>window.hacked=1</script><img src="x" onerror="window.hacked=1"><p onclick="x()">Text</p>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(container.textContent).toContain('Bonus');
    expect(container.textContent).toContain('Text');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
  it('renames handler attributes before DOMPurify parses them (Chrome would report each), and drops them', () => {
    const { container } = render(<SafeHtml html={'<img src="x"\tONERROR = "a()"><svg/onload=b()></svg><p title=\'x\'onclick="c()">on the go, onion=3</p>'} />);
    expect(container.innerHTML).not.toMatch(/on(error|load|click)/i);
    expect(Array.from(container.querySelectorAll('*')).flatMap((el) => el.getAttributeNames())).not.toContain('blocked-onerror');
    expect(container.textContent).toBe('on the go, onion=3');
  });
  it('drops javascript: links and guards new-tab links', () => {
    const { container } = render(
      <SafeHtml html={'<a href="javascript:alert(1)">a</a><a href="https://x.example" target="_blank">b</a>'} />,
    );
    const [first, second] = Array.from(container.querySelectorAll('a'));
    expect(first?.getAttribute('href')).toBeNull();
    expect(second?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
