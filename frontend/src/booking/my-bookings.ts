/** The tourist's own bookings: one input, so every screen reads and updates the same cached list. */
export const TOURIST_BOOKINGS = { role: 'tourist' } as const;
