import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { exposureWarnings } from './exposure';

const production = { NODE_ENV: 'production', HOST: '0.0.0.0' };

describe('start-up warnings for a server others can reach', () => {
  it('says when e-mail links would point to localhost and payments are the sandbox', () => {
    const warnings = exposureWarnings(loadConfig(production));
    expect(warnings).toEqual([
      expect.stringMatching(/links in e-mails point to http:\/\/localhost:3000.*set APP_URL/),
      expect.stringMatching(/sandbox .*set STRIPE_SECRET_KEY/),
    ]);
  });

  it('says nothing once the public address and Stripe are set, or on a laptop', () => {
    expect(
      exposureWarnings(
        loadConfig({
          ...production,
          APP_URL: 'https://rent.example.com',
          STRIPE_SECRET_KEY: 'sk_test_x',
        }),
      ),
    ).toEqual([]);
    expect(exposureWarnings(loadConfig({ NODE_ENV: 'production' }))).toEqual([]);
    // Behind a proxy on the same machine the server is public all the same.
    expect(
      exposureWarnings(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'true' })),
    ).toHaveLength(2);
  });
});
