import { render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

// The sanitiser's output is the subject here: what it removed has no accessible form to query, so
// these tests read the rendered markup itself (an <article>, to find it by role).
describe('SafeHtml', () => {
  it('strips scripts and event handlers but keeps the content', () => {
    render(<SafeHtml as="article" html={'<h3>Bonus</h3><script>window.hacked=1</script><img src="x" onerror="window.hacked=1"><p onclick="x()">Text</p>'} />);
    const html = screen.getByRole('article');
    // eslint-disable-next-line testing-library/no-node-access -- a removed <script> has no accessible form
    expect(html.querySelector('script')).toBeNull();
    expect(screen.getByRole('img')).not.toHaveAttribute('onerror');
    expect(screen.getByText('Text')).not.toHaveAttribute('onclick');
    expect(screen.getByRole('heading', { name: 'Bonus' })).toBeInTheDocument();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
  it('renames handler attributes before DOMPurify parses them (Chrome would report each), and drops them', () => {
    render(<SafeHtml as="article" html={'<img src="x"\tONERROR = "a()"><svg/onload=b()></svg><p title=\'x\'onclick="c()">on the go, onion=3</p>'} />);
    const html = screen.getByRole('article');
    expect(html.innerHTML).not.toMatch(/on(error|load|click)/i);
    // eslint-disable-next-line testing-library/no-node-access -- every element's attribute names: the markup is the subject
    expect(Array.from(html.querySelectorAll('*')).flatMap((el) => el.getAttributeNames())).not.toContain('blocked-onerror');
    expect(html).toHaveTextContent(/^on the go, onion=3$/);
  });
  it('drops javascript: links and guards new-tab links', () => {
    render(<SafeHtml html={'<a href="javascript:alert(1)">a</a><a href="https://x.example" target="_blank">b</a>'} />);
    // A link without an href is no link: the first is left as its text.
    expect(screen.getByText('a')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'b' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
