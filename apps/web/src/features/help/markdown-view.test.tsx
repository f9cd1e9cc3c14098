import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import askRules from '../../../../../docs/ask-rules.md?raw';
import { MarkdownView } from './markdown-view.tsx';

// Mantine asks for the colour scheme through matchMedia and sizes scroll areas with ResizeObserver;
// jsdom has neither.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
});

function show(markdown: string) {
  return render(
    <MantineProvider>
      <MarkdownView markdown={markdown} />
    </MantineProvider>,
  );
}

describe('MarkdownView (react-markdown with GitHub tables)', () => {
  it('renders headings, emphasis, nested lists, tables and code, and no raw HTML', () => {
    const { container } = show(
      [
        '# Title',
        '',
        'Some **bold**, *italic* and `code`.',
        '',
        '- one',
        '  1. nested',
        '- two',
        '',
        '| Strategy | Rule |',
        '| --- | --- |',
        '| Swing | x 1.5 |',
        '',
        '```',
        'base = max(a, b)',
        '```',
        '',
        '<script>window.hacked = true</script><b>raw</b>',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeTruthy();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getByText('code').tagName).toBe('CODE');
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => list.tagName)).toEqual(['UL', 'OL']);
    expect(within(lists[1]!).getByText('nested')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Strategy' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'x 1.5' })).toBeTruthy();
    expect(container.querySelector('pre')?.textContent).toBe('base = max(a, b)');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it("renders the product's docs/ask-rules.md as the help page shows it", () => {
    show(askRules);
    expect(screen.getByRole('heading', { level: 1, name: 'How asks are calculated' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '5. The four strategies' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Swing for the Fences, last year' })).toBeTruthy();
    expect(screen.getByText(/Her ask string reads/)).toBeTruthy();
  });
});
