import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@ownless/shared';
import { startTour, stopTour } from '../start-tour';

/** The home tour starts 100 ms after the page has loaded. */
export const HOME_TOUR_DELAY_MS = 100;

/**
 * The home tour: for a signed-in user who has not seen it, 100 ms
 * after the page is ready (search form and first results on screen), once.
 */
export function useHomeTour(user: CurrentUser | undefined, ready: boolean) {
  const queryClient = useQueryClient();
  const started = useRef(false);
  const wanted = Boolean(user && !user.isHomeToured);

  useEffect(() => {
    if (!wanted || !ready || started.current || !user) return;
    const timer = window.setTimeout(() => {
      started.current = true;
      void startTour('home', user, queryClient);
    }, HOME_TOUR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, ready, user, queryClient]);

  // The tour belongs to the home page: leaving it closes the tour.
  useEffect(() => () => stopTour(), []);
}
