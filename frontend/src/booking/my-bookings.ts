/** The caller's own bookings: one input per role, so every screen reads and updates the same cached list. */
export const TOURIST_BOOKINGS = { role: 'tourist' } as const;
/** The bookings of the tours the caller guides (the guide dashboard's tours to review, issue 26). */
export const GUIDE_BOOKINGS = { role: 'guide' } as const;
