/**
 * Demo listings with booking rules and instant booking (decision 0030), by listing key: the
 * outdoor shop's (shop@ownless.test) tents, kayak and snowshoes, so the demo shows the badge,
 * the filter and the booking box's rules. The demo owner's own listings keep none, for the
 * journeys that book them and wait for the owner's answer.
 */
export interface BookingRulesSeed {
  preparationHours?: number;
  bookingWindowDays?: number;
  instantBooking?: boolean;
}

export const BOOKING_RULES: Readonly<Record<string, BookingRulesSeed>> = {
  'brooks-rei-half-dome-tent': { instantBooking: true, preparationHours: 24 },
  'brooks-sit-on-top-kayak': { instantBooking: true, bookingWindowDays: 180 },
  'brooks-copper-spur-tent': { preparationHours: 24, bookingWindowDays: 120 },
  'brooks-msr-snowshoes': { instantBooking: true },
};
