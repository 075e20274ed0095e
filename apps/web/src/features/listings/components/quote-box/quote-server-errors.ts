import { splitServerErrors } from '@/lib/server-errors';
import type { QuoteField, QuoteFormErrors } from '../../utils/quote-form';

/** Server field names → the quote box's fields. */
const SERVER_FIELDS = {
  frequency: 'frequency',
  start_at: 'startDate',
  units: 'units',
  quantity: 'quantity',
  fulfilment: 'fulfilment',
  shipping_option_id: 'shippingOptionId',
} as const satisfies Record<string, QuoteField>;

type ServerField = keyof typeof SERVER_FIELDS;

const SERVER_FIELD_NAMES = Object.keys(SERVER_FIELDS) as ServerField[];

/**
 * The server's field errors of a quote or a booking under the quote box's fields (the start
 * is the time field when booking by the hour), and the messages of any other field.
 */
export function quoteServerErrors(
  error: unknown,
  hourly: boolean,
): { fields: QuoteFormErrors; rest: string[] } {
  const { matched, unmatched } = splitServerErrors(error, SERVER_FIELD_NAMES);
  const fields: QuoteFormErrors = {};
  for (const name of SERVER_FIELD_NAMES) {
    const message = matched[name];
    if (message === undefined) continue;
    const field = SERVER_FIELDS[name];
    fields[field === 'startDate' && hourly ? 'startTime' : field] = message;
  }
  return { fields, rest: Object.values(unmatched).flat() };
}
