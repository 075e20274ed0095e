import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth';
import { PASSWORD_COMMON_MESSAGE, passwordProblem, passwordStrength } from './password-strength';

const robin = { email: 'robin.tester@example.test', firstName: 'Robin', lastName: 'Tester' };

describe('the password rule', () => {
  it.each(['password1', 'password123', 'qwertyuiop', 'iloveyou12', '1234567890', 'letmein2024'])(
    'refuses the common password %s',
    (password) => {
      expect(passwordProblem(password, robin)).not.toBeNull();
    },
  );

  it('refuses short passwords with the length message', () => {
    expect(passwordProblem('Xq9!vB2#', robin)).toBe('Use at least 10 characters.');
  });

  it.each([
    'robin.tester@example.test',
    'robin.tester',
    'RobinTester',
    'Robin.Tester1',
    'robintester2024',
    'tester.robin',
  ])('refuses %s, built from the account’s own e-mail or name', (password) => {
    expect(passwordProblem(password, robin)).toMatch(/e-mail address or name/);
  });

  it('accepts the demo password, the test password and passphrases', () => {
    for (const password of [
      'ownless-demo-1',
      'correct horse battery staple',
      'kayak-river-bend-9',
    ]) {
      expect(passwordProblem(password, robin)).toBeNull();
    }
  });

  it('scores from 0 to 4 and explains a refusal', () => {
    const weak = passwordStrength('password123');
    expect(weak.score).toBeLessThan(3);
    expect(weak.problem).toBe(PASSWORD_COMMON_MESSAGE);
    expect(passwordStrength('correct horse battery staple').score).toBe(4);
  });

  it('the signup schema refuses a password equal to the e-mail’s local part', () => {
    const result = registerSchema.safeParse({
      first_name: 'Robin',
      last_name: 'Tester',
      email: 'robin.tester@example.test',
      password: 'robin.tester',
      password_confirmation: 'robin.tester',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['password']);
  });
});
