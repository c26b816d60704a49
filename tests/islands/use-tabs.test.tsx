import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useTabs } from '~/islands/shared/useTabs';
import type { TabsOrientation } from '~/lib/ui/tabs';

function Tabs({ labels, orientation }: { labels: string[]; orientation?: TabsOrientation }) {
  const [selected, setSelected] = useState(0);
  const { tabProps } = useTabs({ count: labels.length, selected, onSelect: setSelected, orientation });
  return (
    <div role="tablist" aria-label="Demo" aria-orientation={orientation}>
      {labels.map((label, i) => (
        <button key={label} type="button" role="tab" {...tabProps(i)} onClick={() => setSelected(i)}>
          {label}
        </button>
      ))}
    </div>
  );
}

const state = () => screen.getAllByRole('tab').map((t) => [t.getAttribute('aria-selected'), t.tabIndex]);

describe('useTabs', () => {
  it('gives the selected tab tabIndex 0 and aria-selected, the others -1', () => {
    render(<Tabs labels={['A', 'B', 'C']} />);
    expect(state()).toEqual([
      ['true', 0],
      ['false', -1],
      ['false', -1],
    ]);
  });

  it('arrows select and focus the next tab, wrapping; Home and End jump', () => {
    render(<Tabs labels={['A', 'B', 'C']} />);
    const [a, b, c] = screen.getAllByRole('tab');
    a.focus();
    fireEvent.keyDown(a, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(c);
    expect(state()[2]).toEqual(['true', 0]);
    fireEvent.keyDown(c, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(a);
    fireEvent.keyDown(a, { key: 'End' });
    expect(document.activeElement).toBe(c);
    fireEvent.keyDown(c, { key: 'Home' });
    expect(document.activeElement).toBe(a);
    fireEvent.keyDown(a, { key: 'ArrowDown' });
    expect(state()[0]).toEqual(['true', 0]);
    fireEvent.keyDown(a, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(b);
  });

  it('a vertical list also moves with Up and Down', () => {
    render(<Tabs labels={['A', 'B', 'C']} orientation="vertical" />);
    const [a, b] = screen.getAllByRole('tab');
    fireEvent.keyDown(a, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(b);
    fireEvent.keyDown(b, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(a);
  });
});
