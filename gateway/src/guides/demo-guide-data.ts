/**
 * The demo guides of embedded mode (DECISIONS 9): verified guides for every Indian city of the
 * bundled catalog, naming its places exactly as the catalog does (the booking grid matches them),
 * in the catalog's state; prices 10-40 USD per person.
 */
import type { GuideStatus } from '@app/contracts';

export interface DemoGuide {
  firstName: string;
  lastName: string;
  dob: string;
  /** The city the guide lives in (their address); their guideCity is its state. */
  city: string;
  state: string;
  places: readonly string[];
  price: number;
  status: GuideStatus;
  /** The avatar's background, a warm colour. */
  colour: string;
}

export const DEMO_DOMAIN = 'demo.xploreguide.in';

export const DEMO_GUIDES: readonly DemoGuide[] = [
  {
    firstName: 'Aarav',
    lastName: 'Sharma',
    dob: '1988-04-12',
    city: 'Agra',
    state: 'Uttar Pradesh',
    places: [
      'Taj Mahal',
      'Agra Fort',
      'Itmad-ud-Daulah’s Tomb',
      'Mehtab Bagh',
      'Fatehpur Sikri',
      'Akbar’s Tomb, Sikandra',
    ],
    price: 18,
    status: 'freelancer',
    colour: '#d9663a',
  },
  {
    firstName: 'Ananya',
    lastName: 'Mishra',
    dob: '1992-09-03',
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    places: ['Dashashwamedh Ghat', 'Kashi Vishwanath Temple', 'Sarnath', 'Assi Ghat', 'Manikarnika Ghat'],
    price: 15,
    status: 'freelancer',
    colour: '#c8553d',
  },
  {
    firstName: 'Vikram',
    lastName: 'Rathore',
    dob: '1985-01-21',
    city: 'Jaipur',
    state: 'Rajasthan',
    places: [
      'Amber Fort',
      'Hawa Mahal',
      'City Palace, Jaipur',
      'Jantar Mantar, Jaipur',
      'Nahargarh Fort',
      'Jal Mahal',
    ],
    price: 22,
    status: 'freelancer',
    colour: '#e07a3f',
  },
  {
    firstName: 'Meera',
    lastName: 'Chundawat',
    dob: '1990-11-30',
    city: 'Udaipur',
    state: 'Rajasthan',
    places: [
      'City Palace, Udaipur',
      'Lake Pichola',
      'Jag Mandir',
      'Saheliyon-ki-Bari',
      'Monsoon Palace (Sajjangarh)',
    ],
    price: 20,
    status: 'freelancer',
    colour: '#b5533c',
  },
  {
    firstName: 'Rohan',
    lastName: 'Kapoor',
    dob: '1987-06-18',
    city: 'Delhi',
    state: 'Delhi',
    places: ['Red Fort', 'Qutub Minar', 'Humayun’s Tomb', 'India Gate', 'Lotus Temple', 'Jama Masjid'],
    price: 25,
    status: 'freelancer',
    colour: '#d4813a',
  },
  {
    firstName: 'Harpreet',
    lastName: 'Kaur',
    dob: '1991-03-09',
    city: 'Amritsar',
    state: 'Punjab',
    places: [
      'Golden Temple (Harmandir Sahib)',
      'Jallianwala Bagh',
      'Attari-Wagah Border Ceremony',
      'Partition Museum',
    ],
    price: 16,
    status: 'freelancer',
    colour: '#e0913f',
  },
  {
    firstName: 'Aditya',
    lastName: 'Deshpande',
    dob: '1986-08-25',
    city: 'Mumbai',
    state: 'Maharashtra',
    places: ['Gateway of India', 'Elephanta Caves', 'Chhatrapati Shivaji Maharaj Terminus', 'Marine Drive'],
    price: 30,
    status: 'freelancer',
    colour: '#c9623f',
  },
  {
    firstName: 'Sana',
    lastName: 'Qureshi',
    dob: '1993-12-14',
    city: 'Hyderabad',
    state: 'Telangana',
    places: ['Charminar', 'Golconda Fort', 'Chowmahalla Palace', 'Qutb Shahi Tombs'],
    price: 17,
    status: 'freelancer',
    colour: '#d96f4a',
  },
  {
    firstName: 'Kiran',
    lastName: 'Gowda',
    dob: '1989-05-07',
    city: 'Mysuru',
    state: 'Karnataka',
    places: ['Mysore Palace', 'Chamundi Hill', "St. Philomena's Cathedral", 'Brindavan Gardens'],
    price: 14,
    status: 'freelancer',
    colour: '#e5873a',
  },
  {
    firstName: 'Lakshmi',
    lastName: 'Hegde',
    dob: '1984-02-27',
    city: 'Hampi',
    state: 'Karnataka',
    places: ['Virupaksha Temple', 'Vittala Temple and the Stone Chariot', 'Hampi Bazaar', 'Lotus Mahal'],
    price: 12,
    status: 'freelancer',
    colour: '#cc7033',
  },
  {
    firstName: 'Karthik',
    lastName: 'Subramanian',
    dob: '1990-07-16',
    city: 'Chennai',
    state: 'Tamil Nadu',
    places: ['Kapaleeshwarar Temple', 'Marina Beach', 'Fort St. George', 'San Thome Basilica'],
    price: 19,
    status: 'freelancer',
    colour: '#d65f3c',
  },
  {
    firstName: 'Divya',
    lastName: 'Pandian',
    dob: '1994-10-02',
    city: 'Madurai',
    state: 'Tamil Nadu',
    places: ['Meenakshi Amman Temple', 'Thirumalai Nayakkar Mahal', 'Gandhi Memorial Museum'],
    price: 10,
    status: 'freelancer',
    colour: '#e2763c',
  },
  {
    firstName: 'Arijit',
    lastName: 'Banerjee',
    dob: '1983-09-19',
    city: 'Kolkata',
    state: 'West Bengal',
    places: ['Victoria Memorial', 'Howrah Bridge', 'Dakshineswar Kali Temple', 'Indian Museum'],
    price: 21,
    status: 'freelancer',
    colour: '#c4583a',
  },
  {
    firstName: 'Rhea',
    lastName: 'Fernandes',
    dob: '1992-01-08',
    city: 'Panaji',
    state: 'Goa',
    places: ['Basilica of Bom Jesus', 'Fontainhas Latin Quarter', 'Miramar Beach'],
    price: 40,
    status: 'freelancer',
    colour: '#e68a45',
  },
];

/** The demo guide anyone can log in as (its password is made per installation). */
export const DEMO_LOGIN_GUIDE: DemoGuide & { email: string } = {
  email: `guide@${DEMO_DOMAIN}`,
  firstName: 'Demo',
  lastName: 'Guide',
  dob: '1990-01-15',
  city: 'Agra',
  state: 'Uttar Pradesh',
  places: ['Taj Mahal', 'Agra Fort', 'Mehtab Bagh'],
  price: 20,
  status: 'freelancer',
  colour: '#db6b35',
};

/** What travellers wrote about the demo guides: each guide gets three of them. */
export const DEMO_REVIEWS: ReadonlyArray<{ name: string; rating: number; review: string }> = [
  {
    name: 'Emma Wilson',
    rating: 5,
    review: 'Knew every story behind every stone, and found us the quiet corners.',
  },
  {
    name: 'Rahul Verma',
    rating: 4,
    review: 'Punctual, friendly and full of history. The pace suited our parents.',
  },
  {
    name: 'Sofia García',
    rating: 5,
    review: 'The best part of our trip. We saw it all without feeling rushed.',
  },
  { name: 'Kenji Tanaka', rating: 4, review: 'Very clear English and great photo spots. Would book again.' },
  {
    name: 'Priya Nair',
    rating: 5,
    review: 'Took care of tickets and queues and told the stories beautifully.',
  },
  { name: 'Lukas Becker', rating: 3, review: 'Good guide, though the morning started a little late.' },
];
