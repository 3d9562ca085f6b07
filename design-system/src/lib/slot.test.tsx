import { createRef, useEffect, useRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Slot } from './slot.tsx';

describe('Slot', () => {
  afterEach(cleanup);

  it('renders the child element itself with the slot attributes, no wrapper', () => {
    const { container } = render(
      <Slot data-variant="outline" aria-busy={undefined} title="Mağaza">
        <a href="/magaza">Mağazaya keç</a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Mağazaya keç' });
    expect(container.firstElementChild).toBe(link);
    expect(link).toHaveAttribute('href', '/magaza');
    expect(link).toHaveAttribute('data-variant', 'outline');
    expect(link).toHaveAttribute('title', 'Mağaza');
    expect(link).not.toHaveAttribute('aria-busy');
  });

  it('joins class names and merges styles, letting the child win a conflict', () => {
    render(
      <Slot className="inline-flex" style={{ color: 'red', margin: 4 }} title="slot">
        <a href="/" className="mt-8" style={{ color: 'blue' }} title="child">
          Ana səhifə
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveClass('inline-flex', 'mt-8');
    expect(link.className).toBe('inline-flex mt-8');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('4px');
    expect(link).toHaveAttribute('title', 'child');
  });

  it('keeps the slot\'s value where the child passes undefined', () => {
    const onClick = vi.fn();
    render(
      <Slot className="inline-flex" onClick={onClick} title="slot">
        <a href="/" className={undefined} onClick={undefined} title={undefined}>
          Ana səhifə
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link');
    expect(link.className).toBe('inline-flex');
    expect(link).toHaveAttribute('title', 'slot');
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('runs both click handlers, the child first', () => {
    const calls: string[] = [];
    const onlySlot = vi.fn();
    render(
      <>
        <Slot onClick={() => calls.push('slot')}>
          <button type="button" onClick={() => calls.push('child')}>
            İkisi
          </button>
        </Slot>
        <Slot onClick={onlySlot}>
          <button type="button">Biri</button>
        </Slot>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'İkisi' }));
    expect(calls).toEqual(['child', 'slot']);
    fireEvent.click(screen.getByRole('button', { name: 'Biri' }));
    expect(onlySlot).toHaveBeenCalledTimes(1);
  });

  it('hands the element to both its own ref and the slot ref', () => {
    const slotRef = createRef<HTMLElement>();
    let childNode: HTMLAnchorElement | null = null;
    function Probe() {
      const childRef = useRef<HTMLAnchorElement>(null);
      useEffect(() => {
        childNode = childRef.current;
      });
      return (
        <Slot ref={slotRef}>
          <a ref={childRef} href="/">
            Bağlantı
          </a>
        </Slot>
      );
    }
    const { unmount } = render(<Probe />);
    const link = screen.getByRole('link');
    expect(slotRef.current).toBe(link);
    expect(childNode).toBe(link);
    unmount();
    expect(slotRef.current).toBeNull();
  });

  it('refuses anything but a single element', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Slot>text</Slot>)).toThrow();
    expect(() =>
      render(
        <Slot>
          <a href="/">1</a>
          <a href="/">2</a>
        </Slot>,
      ),
    ).toThrow();
    vi.restoreAllMocks();
  });
});
