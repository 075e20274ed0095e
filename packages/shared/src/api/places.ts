import { z } from 'zod';
import { perPageSchema, textSchema } from '../input';

/** Contracts of apps/server/src/modules/places: offline US address autocomplete. */

export const placeSchema = z.object({
  placeId: z.string(),
  formattedAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.string(),
  state: z.string(),
  country: z.literal('US'),
  postalCode: z.string().nullable(),
  kind: z.enum(['city', 'zip']),
});
export type Place = z.infer<typeof placeSchema>;

export const placeAutocompleteQuerySchema = z.object({
  q: textSchema().trim().max(100).default(''),
  limit: perPageSchema(20, 8),
});
export const placeParamsSchema = z.object({ placeId: textSchema().max(200) });

/** 200 of GET /api/places/autocomplete. */
export const placePredictionsSchema = z.object({ predictions: z.array(placeSchema) });
export type PlacePredictions = z.infer<typeof placePredictionsSchema>;

/** 200 of GET /api/places/:placeId. */
export const placeResponseSchema = z.object({ place: placeSchema });
