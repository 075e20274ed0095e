import { z } from 'zod';
import { textSchema } from '../input';

/**
 * Condition reports: at hand-over and at return, the renter and the owner of a rental each
 * record the item's state (photos, a short checklist, notes). The server decides who may add
 * which stage and until when; the web shows the two stages side by side.
 */

export const CONDITION_STAGES = ['handover', 'return'] as const;
export type ConditionStage = (typeof CONDITION_STAGES)[number];

/** Photos one report may hold. */
export const MAX_CONDITION_PHOTOS = 8;
export const CONDITION_NOTES_MAX = 2000;

export const CONDITION_CHECKS = ['works', 'damaged', 'missing_parts', 'dirty'] as const;
export type ConditionCheck = (typeof CONDITION_CHECKS)[number];

/** A multipart text field that says yes or no: `true`/`false` (also `1`/`0`, `on`). */
const yesNoSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (['true', '1', 'on'].includes(value)) return true;
    if (['false', '0', ''].includes(value)) return false;
    return value;
  },
  z.boolean({ message: /*i18n*/ 'Answer yes or no.' }),
);

/**
 * The text fields of POST /api/reservation/:id/condition-reports (multipart/form-data; the
 * photos are its `photos` file parts, checked by the server).
 */
export const conditionReportFormSchema = z.object({
  stage: z.enum(CONDITION_STAGES, { message: /*i18n*/ 'Choose hand-over or return.' }),
  works: yesNoSchema.default(false),
  damaged: yesNoSchema.default(false),
  missing_parts: yesNoSchema.default(false),
  dirty: yesNoSchema.default(false),
  notes: textSchema({ message: /*i18n*/ 'Write the notes as text.' })
    .trim()
    .max(CONDITION_NOTES_MAX, /*i18n*/ 'Keep the notes under 2,000 characters.')
    .default(''),
});
export type ConditionReportForm = z.infer<typeof conditionReportFormSchema>;

export const conditionPhotoSchema = z.object({
  /** The large picture (at most 1600 px on its longer side, its shape kept). */
  url: z.string(),
  /** A 400 px wide thumbnail. */
  thumb_url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ConditionPhoto = z.infer<typeof conditionPhotoSchema>;

export const conditionReportSchema = z.object({
  id: z.number(),
  reservation_id: z.number(),
  stage: z.enum(CONDITION_STAGES),
  author: z.object({
    id: z.number(),
    name: z.string(),
    role: z.enum(['renter', 'owner']),
  }),
  checklist: z.object({
    works: z.boolean(),
    damaged: z.boolean(),
    missing_parts: z.boolean(),
    dirty: z.boolean(),
  }),
  notes: z.string(),
  photos: z.array(conditionPhotoSchema),
  created_at: z.string(),
  /** Changes when the author replaces the report. */
  updated_at: z.string(),
  /** The stage is closed: nobody can replace this report any more. */
  locked: z.boolean(),
});
export type ConditionReport = z.infer<typeof conditionReportSchema>;

/** GET /api/reservation/:id/condition-reports. */
export const conditionReportsResponseSchema = z.object({
  /** Oldest first. */
  reports: z.array(conditionReportSchema),
  /** The stages the viewer may add (or replace) a report for now. */
  can_add: z.array(z.enum(CONDITION_STAGES)),
});
export type ConditionReportsResponse = z.infer<typeof conditionReportsResponseSchema>;

/** 200 of POST /api/reservation/:id/condition-reports. */
export const conditionReportSavedSchema = z.object({
  report: conditionReportSchema,
  message: z.string(),
});
export type ConditionReportSaved = z.infer<typeof conditionReportSavedSchema>;
