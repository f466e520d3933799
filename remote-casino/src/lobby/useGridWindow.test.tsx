import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useGridWindow } from './useGridWindow';

/** A list of one tile, whose window's row height the test reads from the page. */
function Probe({ onWindow }: { onWindow: (stride: number) => void }) {
  const ref = useRef<HTMLUListElement>(null);
  const { stride } = useGridWindow(ref, 100);
  onWindow(stride);
  return (
    <ul ref={ref}>
      <li><button type="button" className="tile-open">tile</button></li>
    </ul>
  );
}

describe('useGridWindow: the row height', () => {
  let observed: ResizeObserverCallback | null = null;
  let width = 390;
  const realObserver = globalThis.ResizeObserver;
  beforeEach(() => {
    observed = null;
    width = 390;
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        observed = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.classList.contains('tile-open') ? (width === 390 ? 180 : 300) : 0;
      return { top: 0, bottom: height, left: 0, right: width, width, height, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
    });
  });
  afterEach(() => {
    globalThis.ResizeObserver = realObserver;
    jest.restoreAllMocks();
  });

  it('is read off a rendered tile, and read again only when the list is given a new width', () => {
    const strides: number[] = [];
    const styles = jest.spyOn(window, 'getComputedStyle');
    render(<Probe onWindow={(stride) => strides.push(stride)} />);
    expect(strides.at(-1)).toBe(180);
    const reads = styles.mock.calls.length;
    // The window's own moves (its top padding) resize the list's content box at every scroll step:
    // they must not cost a style read and a forced layout each.
    act(() => observed?.([], {} as ResizeObserver));
    act(() => observed?.([], {} as ResizeObserver));
    expect(styles.mock.calls.length).toBe(reads);
    // A new width (a turned phone) changes a row's height: measured again.
    width = 700;
    act(() => observed?.([], {} as ResizeObserver));
    expect(styles.mock.calls.length).toBe(reads + 1);
    expect(strides.at(-1)).toBe(300);
  });
});

describe('useGridWindow: the columns', () => {
  const realMatch = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatch;
  });
  function Columns({ onColumns }: { onColumns: (columns: number) => void }) {
    const ref = useRef<HTMLUListElement>(null);
    onColumns(useGridWindow(ref, 100).columns);
    return <ul ref={ref} />;
  }
  const phone = (width: number) => {
    window.matchMedia = ((query: string) => {
      const min = Number(/min-width:\s*(\d+)/.exec(query)?.[1] ?? Infinity);
      return { matches: width >= min, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
    }) as unknown as typeof window.matchMedia;
  };

  it.each([[320, 2], [360, 3], [390, 3], [600, 3], [900, 5], [1280, 6]])('a %i px screen shows %i tiles a row', (width, columns) => {
    phone(width);
    const seen: number[] = [];
    render(<Columns onColumns={(value) => seen.push(value)} />);
    expect(seen.at(-1)).toBe(columns);
  });
});
