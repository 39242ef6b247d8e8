/** The dashboard's four sections (spec §2 Guide dashboard), in the side menu's order. */
export const GUIDE_SECTIONS = [
  { id: 'profile', label: 'Edit Profile', lead: 'Your guide profile, as travellers and our team see it.' },
  { id: 'reviews', label: 'Reviews', lead: 'What travellers say after their tours with you.' },
  { id: 'earnings', label: 'Earnings', lead: 'Your paid bookings, in US dollars.' },
  { id: 'plans', label: 'Tour Plans', lead: 'The trips you offer, with their dates and price per person.' },
] as const;

export type GuideSectionId = (typeof GUIDE_SECTIONS)[number]['id'];
export type GuideSection = (typeof GUIDE_SECTIONS)[number];
