import 'driver.js/dist/driver.css';
import './tour.css';
import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { driver, type Driver, type DriveStep } from 'driver.js';
import type { CurrentUser, Tour } from '@ownless/shared';
import { markTourDone } from '../api/toggle-tour';
import { placementFor, presentSteps, stepsFor, type TourStep } from './steps';

const DEFAULT_OFFSET = 10;
/** driver.js sets these on the highlighted element and removes them after: put them back. */
const BORROWED_ATTRIBUTES = ['aria-expanded', 'aria-controls', 'aria-haspopup'] as const;

let running: Driver | null = null;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function toDriveStep(step: TourStep): DriveStep {
  const link = step.link
    ? `<a class="ol-tour__link" href="${escapeHtml(step.link.href)}">${escapeHtml(step.link.label)}</a>`
    : '';
  return {
    element: step.target,
    data: { id: step.id, offset: step.offset ?? DEFAULT_OFFSET },
    popover: {
      title: escapeHtml(step.title),
      description: `${escapeHtml(step.description)}${link}`,
      ...placementFor(step),
      popoverClass:
        step.offset !== undefined && step.offset < 0 ? 'ol-tour ol-tour--over' : 'ol-tour',
    },
  };
}

export interface RunTourOptions {
  tour: Tour;
  user: Pick<CurrentUser, 'fullName'>;
  queryClient: QueryClient;
}

/**
 * Runs a guided tour with driver.js (docs/decisions/0007-discovery.md): steps whose target is
 * missing are dropped, the flag is saved as soon as the tour starts (so a finished or
 * skipped tour does not come back), and nothing here ever breaks the page.
 */
export function runTour({ tour, user, queryClient }: RunTourOptions): boolean {
  const steps = presentSteps(stepsFor(tour, user));
  if (steps.length === 0) {
    console.warn(`The ${tour} tour has nothing to show on this page.`);
    return false;
  }
  running?.destroy();

  // driver.js fills these in: "2 of 4".
  const current = '{{current}}';
  const total = '{{total}}';
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const borrowed = new Map<Element, Partial<Record<string, string | null>>>();
  const giveBack = () =>
    window.setTimeout(() => {
      for (const [element, attributes] of borrowed) {
        for (const [name, value] of Object.entries(attributes)) {
          if (value === null || value === undefined) element.removeAttribute(name);
          else element.setAttribute(name, value);
        }
      }
      borrowed.clear();
    }, 0);

  const instance = driver({
    steps: steps.map(toDriveStep),
    animate: !reducedMotion,
    smoothScroll: !reducedMotion,
    showProgress: steps.length > 1,
    progressText: t`${current} of ${total}`,
    nextBtnText: t`Next`,
    prevBtnText: t({ message: 'Back', context: 'tour step' }),
    doneBtnText: t`Done`,
    stagePadding: 6,
    stageRadius: 12,
    overlayOpacity: 0.55,
    popoverOffset: DEFAULT_OFFSET,
    onHighlightStarted: (element, step) => {
      if (element && !borrowed.has(element)) {
        borrowed.set(
          element,
          Object.fromEntries(BORROWED_ATTRIBUTES.map((name) => [name, element.getAttribute(name)])),
        );
      }
      // Per-step offset: "Be an Owner" sits on top with offset -300 (steps.ts); others use the default.
      const offset = (step.data?.offset as number | undefined) ?? DEFAULT_OFFSET;
      if (instance.getConfig().popoverOffset !== offset) {
        instance.setConfig({ ...instance.getConfig(), popoverOffset: offset });
      }
    },
    onDeselected: () => giveBack(),
    onDestroyed: () => {
      giveBack();
      if (running === instance) running = null;
    },
  });
  running = instance;
  instance.drive();
  void markTourDone(queryClient, tour);
  return true;
}

/** Ends the running tour, if any (its page is going away). */
export function stopRunningTour() {
  running?.destroy();
}
