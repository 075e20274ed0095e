import { describe, expect, it } from 'vitest';
import { conditionReportBody } from './condition-reports';

describe('conditionReportBody', () => {
  it('sends the answers as text and each photo as a `photos` part', () => {
    const front = new File(['a'], 'front.jpg', { type: 'image/jpeg' });
    const side = new File(['b'], 'side.png', { type: 'image/png' });
    const body = conditionReportBody({
      stage: 'return',
      works: true,
      damaged: false,
      missing_parts: true,
      dirty: false,
      notes: '  The strap is gone.  ',
      photos: [front, side],
    });
    expect(body.get('stage')).toBe('return');
    expect(body.get('works')).toBe('true');
    expect(body.get('damaged')).toBe('false');
    expect(body.get('missing_parts')).toBe('true');
    expect(body.get('dirty')).toBe('false');
    expect(body.get('notes')).toBe('The strap is gone.');
    expect(body.getAll('photos').map((photo) => (photo as File).name)).toEqual([
      'front.jpg',
      'side.png',
    ]);
  });
});
