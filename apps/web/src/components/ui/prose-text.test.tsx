import { render, screen } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { ProseText } from './prose-text';

const text = '# Kit\n\nA drill <b>not bold</b>\nsecond line\n\n- bits\n- case';

describe('ProseText', () => {
  it('turns blank-line blocks into a heading, a paragraph and a list, never into HTML', () => {
    const { container } = render(<ProseText text={text} />);
    expect(screen.getByRole('heading', { name: 'Kit' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'bits',
      'case',
    ]);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('A drill <b>not bold</b>\nsecond line');
  });

  it("lets each block of a user's text find its own direction", () => {
    const { container } = render(<ProseText text={'مثقاب قوي\n\nA drill'} dir="auto" />);
    const blocks = [...container.querySelectorAll('p')];
    expect(blocks).toHaveLength(2);
    expect(blocks.every((block) => block.getAttribute('dir') === 'auto')).toBe(true);
  });

  it('keeps the page direction for our own texts', () => {
    const { container } = render(<ProseText text={text} />);
    expect(container.querySelector('[dir]')).toBeNull();
  });
});
