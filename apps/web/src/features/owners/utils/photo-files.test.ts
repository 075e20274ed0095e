import { describe, expect, it } from 'vitest';
import { photoFileProblem, sortChosenFiles } from './photo-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('photo files', () => {
  it('accepts the four picture types up to 10 MB', () => {
    expect(photoFileProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(photoFileProblem(file('a.avif', ''))).toBeNull();
    expect(photoFileProblem(file('a.gif', 'image/gif'))).toMatch(/not a JPEG/);
    expect(photoFileProblem(file('a.pdf', 'application/pdf'))).toMatch(/not a JPEG/);
    expect(photoFileProblem(file('big.png', 'image/png', 11 * 1024 * 1024))).toMatch(/10 MB/);
  });

  it('keeps to the room left', () => {
    const { accepted, refused } = sortChosenFiles(
      [
        file('1.png', 'image/png'),
        file('x.txt', 'text/plain'),
        file('2.png', 'image/png'),
        file('3.png', 'image/png'),
      ],
      2,
    );
    expect(accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(refused).toHaveLength(2);
    expect(refused[1]).toMatch(/at most 12/);
  });
});
