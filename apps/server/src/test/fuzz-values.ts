import fc from 'fast-check';

/**
 * Hostile values for the fuzz tests: numbers at and past every limit, malformed and extreme
 * dates, control characters, lone surrogates, long text, injection attempts and names that
 * reach an object's prototype; nested in arrays and objects.
 */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom<unknown>(
      0,
      -1,
      -2_147_483_648,
      2_147_483_647,
      2_147_483_648,
      4_294_967_296,
      2 ** 53,
      1e308,
      -1e308,
      1.5,
      -0.5,
      1e-7,
      '0',
      '-1',
      '2147483648',
      '-2147483649',
      '99999999999999999999',
      '1e309',
      '1.5',
      '0x10',
      ' 1 ',
      'NaN',
      'Infinity',
      '',
      ' ',
      'null',
      'undefined',
      'true',
      '[]',
      '{}',
      '\u0000',
      'a\u0000b',
      '%00',
      '0000-01-01',
      '9999-12-31',
      '2026-02-30',
      '1899-12-31',
      '2201-01-01',
      '-000001-01-01',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '+275760-09-13T00:00:00Z',
      '2026-13-01T25:61:00Z',
      '\u202e\ud83d\ude00\u200b',
      '\ud800',
      'ß'.repeat(300),
      "'; DROP TABLE users; --",
      '../../../etc/passwd',
      '<script>alert(1)</script>',
      '__proto__',
      'constructor',
      'prototype',
      true,
      false,
      null,
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(10_000), '9'.repeat(400)) },
);

export const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'user_id', 'role', 'roles'),
  fc.string({ maxLength: 8 }),
);

export const { hostile } = fc.letrec<{ hostile: unknown }>((tie) => ({
  hostile: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('hostile'), { maxLength: 3 }),
    fc.dictionary(hostileKey, tie('hostile'), { maxKeys: 3 }),
  ),
}));
