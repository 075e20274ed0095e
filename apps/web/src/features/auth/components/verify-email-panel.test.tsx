import { screen } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/api';
import { publicConfigFixture } from '@/testing/config-fixtures';
import { renderRoute } from '@/testing/render-route';
import { VerifyEmailPanel } from './verify-email-panel';

describe('a confirmation link that did not work', () => {
  it('says how long links work as the server serves it', async () => {
    const config = publicConfigFixture();
    answer(
      'get',
      '/config',
      publicConfigFixture({ rules: { ...config.rules, confirmationLinkHours: 48 } }),
    );
    renderRoute(
      '/verify-email',
      <VerifyEmailPanel status="invalid" user={undefined} />,
      '/verify-email',
    );
    expect(await screen.findByText(/Links work for 48 hours/)).toBeTruthy();
    expect(screen.queryByText(/24 hours/)).toBeNull();
  });
});
