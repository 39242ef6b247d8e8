/**
 * Who the demo guides are beyond the spec's form (issue 26): how their portraits look, a short
 * bio, the languages they guide in and their years of experience. Keyed by first name.
 */
import type { GuideAbout } from '@app/contracts';
import type { PortraitLook } from './demo-portraits.js';

export interface DemoPersona extends GuideAbout {
  look: PortraitLook;
}

const SKIN = {
  deep: '#8d5524',
  brown: '#a86b3c',
  warm: '#b5774b',
  tan: '#c68642',
  light: '#e0ac69',
} as const;
const HAIR = { black: '#1b1410', dark: '#2a1b12', brown: '#4a3526', grey: '#8a8580' } as const;

export const DEMO_PERSONAS: Readonly<Record<string, DemoPersona>> = {
  Aarav: {
    look: { skin: SKIN.warm, hair: HAIR.black, style: 'short', clothes: '#2f5d62' },
    bio: 'Grew up a short walk from the Taj Mahal; I tell the Mughal stories my grandfather told me.',
    languages: ['English', 'Hindi'],
    yearsOfExperience: 11,
  },
  Ananya: {
    look: { skin: SKIN.tan, hair: HAIR.dark, style: 'long', clothes: '#b23a48', bindi: true, earrings: true },
    bio: 'Dawn on the ghats is my favourite hour; I guide the rituals gently, with respect for the families.',
    languages: ['English', 'Hindi', 'Bengali'],
    yearsOfExperience: 7,
  },
  Vikram: {
    look: { skin: SKIN.brown, hair: HAIR.black, style: 'short', clothes: '#e0a526', beard: HAIR.black },
    bio: 'A Rajput family historian; forts, stepwells and the best lassi in the Pink City.',
    languages: ['English', 'Hindi', 'French'],
    yearsOfExperience: 15,
  },
  Meera: {
    look: { skin: SKIN.warm, hair: HAIR.black, style: 'bun', clothes: '#1d6fa3', earrings: true },
    bio: 'Lakes, palaces and miniature painting studios; I love slow walks through the old city.',
    languages: ['English', 'Hindi', 'German'],
    yearsOfExperience: 9,
  },
  Rohan: {
    look: { skin: SKIN.tan, hair: HAIR.dark, style: 'curly', clothes: '#3d405b', glasses: true },
    bio: 'Seven cities of Delhi in one day, with street food between the centuries.',
    languages: ['English', 'Hindi', 'Punjabi'],
    yearsOfExperience: 12,
  },
  Harpreet: {
    look: { skin: SKIN.brown, hair: '#e07a1f', style: 'turban', clothes: '#f2efe6', beard: HAIR.black },
    bio: 'Seva at the Golden Temple taught me to welcome everyone; I show the langar from the inside.',
    languages: ['English', 'Hindi', 'Punjabi'],
    yearsOfExperience: 8,
  },
  Aditya: {
    look: { skin: SKIN.light, hair: HAIR.brown, style: 'short', clothes: '#264653', glasses: true },
    bio: 'Architect by training: Art Deco, Gothic Revival and the caves across the harbour.',
    languages: ['English', 'Hindi', 'Marathi', 'Spanish'],
    yearsOfExperience: 10,
  },
  Sana: {
    look: { skin: SKIN.tan, hair: HAIR.black, style: 'long', clothes: '#6a4c93', earrings: true },
    bio: 'Qutb Shahi tombs at golden hour, then biryani and bangles around the Charminar.',
    languages: ['English', 'Urdu', 'Telugu', 'Hindi'],
    yearsOfExperience: 6,
  },
  Kiran: {
    look: { skin: SKIN.brown, hair: HAIR.dark, style: 'bun', clothes: '#2a9d8f', bindi: true },
    bio: 'Palaces by day, sandalwood and silk workshops by afternoon; Mysuru at its own pace.',
    languages: ['English', 'Kannada', 'Hindi'],
    yearsOfExperience: 10,
  },
  Lakshmi: {
    look: { skin: SKIN.deep, hair: HAIR.grey, style: 'bun', clothes: '#c1121f', bindi: true, glasses: true },
    bio: 'Twenty years among Hampi’s boulders; I read the temple carvings like a storybook.',
    languages: ['English', 'Kannada', 'Telugu'],
    yearsOfExperience: 20,
  },
  Karthik: {
    look: { skin: SKIN.deep, hair: HAIR.black, style: 'short', clothes: '#f4a261', beard: HAIR.black },
    bio: 'Temples of the Pallavas, music sabhas and filter coffee on Mylapore’s streets.',
    languages: ['English', 'Tamil', 'Japanese'],
    yearsOfExperience: 9,
  },
  Divya: {
    look: {
      skin: SKIN.brown,
      hair: HAIR.black,
      style: 'long',
      clothes: '#e76f51',
      bindi: true,
      earrings: true,
    },
    bio: 'I grew up under Meenakshi’s towers; evening ceremonies and the flower market are my home.',
    languages: ['English', 'Tamil', 'Malayalam'],
    yearsOfExperience: 5,
  },
  Arijit: {
    look: { skin: SKIN.tan, hair: HAIR.grey, style: 'short', clothes: '#457b9d', glasses: true },
    bio: 'Colonial Kolkata, Tagore’s house and the best sweets of each neighbourhood.',
    languages: ['English', 'Bengali', 'Hindi'],
    yearsOfExperience: 18,
  },
  Rhea: {
    look: { skin: SKIN.light, hair: HAIR.brown, style: 'curly', clothes: '#52b788', earrings: true },
    bio: 'Latin quarter lanes, old churches and the spice farms up the river.',
    languages: ['English', 'Portuguese', 'Hindi'],
    yearsOfExperience: 6,
  },
  Demo: {
    look: { skin: SKIN.warm, hair: HAIR.dark, style: 'short', clothes: '#7c4d2b' },
    bio: 'The guide you can log in as: try the dashboard, tour plans and booking requests.',
    languages: ['English', 'Hindi'],
    yearsOfExperience: 3,
  },
};
