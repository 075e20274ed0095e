import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@ownless/shared';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { startSession } from '@/lib/auth';
import { clearTwoFactorChallenge } from '../utils/two-factor-challenge';

/**
 * After login: store the token, then home when the e-mail is verified, else
 * /verify-email.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (token: string, user: CurrentUser) => {
      clearTwoFactorChallenge();
      startSession(queryClient, token, user);
      return navigate(user.emailVerifiedAt ? paths.home : paths.verifyEmail, { replace: true });
    },
    [navigate, queryClient],
  );
}
