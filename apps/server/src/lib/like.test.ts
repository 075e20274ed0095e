import { describe, expect, it } from 'vitest';
import { containing } from './like';

describe('containing', () => {
  it('takes %, _ and the backslash literally, and finds the text anywhere', () => {
    expect(containing('drill')).toBe('%drill%');
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
