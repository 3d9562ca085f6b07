import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button asChild', () => {
  it('draws its one child with the button look: classes joined, data attributes set, the child’s own props kept', () => {
    render(
      <Button asChild size="lg" className="mt-8">
        <a href="/cart" className="w-full" title="Səbət">
          Səbətə keç
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Səbətə keç' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveAttribute('title', 'Səbət');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveAttribute('data-size', 'lg');
    expect(link.className).toContain('mt-8');
    expect(link.className).toContain('w-full');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('runs the child’s handler and then the button’s', () => {
    const calls: string[] = [];
    const onButtonClick = vi.fn(() => calls.push('button'));
    render(
      <Button asChild onClick={onButtonClick}>
        <a href="#x" onClick={(event) => (event.preventDefault(), calls.push('child'))}>
          Bax
        </a>
      </Button>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Bax' }));
    expect(calls).toEqual(['child', 'button']);
  });

  it('draws nothing for a child that is not an element', () => {
    const { container } = render(<Button asChild>text only</Button>);
    expect(container).toBeEmptyDOMElement();
  });
});
