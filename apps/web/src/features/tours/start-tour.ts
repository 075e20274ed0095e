import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, Tour } from '@ownless/shared';

/**
 * Loads driver.js (and the tour styles) on demand and runs a tour. Everything that can go
 * wrong here (a chunk that does not load, driver.js throwing) is only logged.
 */
export async function startTour(
  tour: Tour,
  user: Pick<CurrentUser, 'fullName'>,
  queryClient: QueryClient,
): Promise<boolean> {
  try {
    const { runTour } = await import('./utils/run-tour');
    return runTour({ tour, user, queryClient });
  } catch (error) {
    console.error(`The ${tour} tour could not start.`, error);
    return false;
  }
}
