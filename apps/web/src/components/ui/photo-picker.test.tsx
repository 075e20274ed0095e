import { useState } from 'react';
import { fireEvent, render, screen, within } from '@/testing/render';
import { beforeAll, describe, expect, it } from 'vitest';
import { PhotoPicker } from './photo-picker';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

function Picker({ max }: { max: number }) {
  const [photos, setPhotos] = useState<File[]>([]);
  return (
    <PhotoPicker
      id="evidence"
      label="Photos of the damage"
      hint="JPEG, PNG, WebP or AVIF."
      max={max}
      photos={photos}
      onChange={setPhotos}
    />
  );
}

describe('PhotoPicker', () => {
  beforeAll(() => {
    // jsdom has no object URLs.
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => undefined;
  });

  it('takes photos up to its limit, counts them, and lets each one go again', () => {
    render(<Picker max={3} />);
    const group = screen.getByRole('group', { name: 'Photos of the damage (optional)' });
    expect(group.textContent).toContain('JPEG, PNG, WebP or AVIF. 0 of 3 photos.');
    const input = screen.getByTestId('evidence-input') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/avif');

    fireEvent.change(input, { target: { files: ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map(file) } });
    const chosen = screen.getByRole('list', { name: 'Chosen photos' });
    expect(
      within(chosen)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 1: a.jpg', 'Photo 2: b.jpg', 'Photo 3: c.jpg']);
    expect(group.textContent).toContain('3 of 3 photos.');
    const full = screen.getByRole('button', { name: 'All 3 photos chosen' }) as HTMLButtonElement;
    expect(full.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(
      within(chosen)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 1: a.jpg', 'Photo 2: c.jpg']);
    expect((screen.getByRole('button', { name: 'Add photos' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
