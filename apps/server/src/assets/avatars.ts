// Illustrated avatars for the people in the studio: anchors (by the persona their voice plays), roles, home
// reviews, custom anchors and users. Drawn by DiceBear's "personas" style (flat, friendly faces whose hair,
// facial hair, glasses and body can be chosen; the style package that @dicebear/collection bundles),
// deterministically from a seed, on our own server: the same seed always gives the same face, nothing is
// fetched from anywhere. A face is a few kilobytes of SVG made in about a millisecond; browsers keep it for a
// year (the URL never changes its picture).
import { createAvatar, type StyleOptions } from '@dicebear/core';
import * as personas from '@dicebear/personas';
import type { Options } from '@dicebear/personas';

type PersonasOptions = StyleOptions<Options>;

/// Who a face stands for: the anchors' voices are men, women, children and elders (catalogue/seed.ts).
export const avatarPersonas = ['man', 'woman', 'boy', 'girl', 'grandpa', 'grandma', 'person'] as const;
export type AvatarPersona = (typeof avatarPersonas)[number];
export const isAvatarPersona = (value: string): value is AvatarPersona => (avatarPersonas as readonly string[]).includes(value);

// Soft backgrounds of the studio's palette (brand violet, teal, peach, rose, sky, mint, cream, lilac).
const backgrounds = ['ece9ff', 'dff4f3', 'ffeede', 'fde4ee', 'e3edff', 'e2f4e6', 'fff3d6', 'efe6ff'];
// Natural hair colours; elders are grey.
const darkHair = ['2f2633', '3d2b2b', '5a3a2e', '6c4545'];
const greyHair = ['d9dbe6', 'c3c6d3', 'e8e9f0'];
const skin = ['f1c2a6', 'eeb4a4', 'e7a391', 'e5a07e', 'd78774', 'b16a5b'];
const clothing = ['5b4cf0', '7c6cf2', '0ea5a4', 'f97316', 'e24553', '2563eb', '16a34a', 'f3b63a'];

const common: Partial<PersonasOptions> = { backgroundColor: backgrounds, hairColor: darkHair, skinColor: skin, clothingColor: clothing };

/// What each persona may look like; the seed picks within it.
const looks: Record<AvatarPersona, Partial<PersonasOptions>> = {
  man: {
    hair: ['shortCombover', 'buzzcut', 'fade', 'shortComboverChops', 'curlyHighTop'],
    facialHair: ['shadow', 'goatee', 'beardMustache', 'soulPatch'],
    facialHairProbability: 30,
    eyes: ['open', 'happy', 'glasses'],
    mouth: ['smile', 'bigSmile', 'smirk'],
    nose: ['mediumRound', 'smallRound'],
    body: ['squared', 'rounded', 'checkered'],
  },
  woman: {
    hair: ['long', 'curlyBun', 'bobBangs', 'extraLong', 'curly'],
    facialHairProbability: 0,
    eyes: ['open', 'happy', 'wink'],
    mouth: ['smile', 'bigSmile', 'lips'],
    nose: ['smallRound', 'mediumRound'],
    body: ['rounded', 'squared', 'checkered'],
  },
  boy: {
    hair: ['buzzcut', 'fade', 'shortCombover', 'curlyHighTop'],
    facialHairProbability: 0,
    eyes: ['open', 'happy', 'wink'],
    mouth: ['bigSmile', 'smile'],
    nose: ['smallRound'],
    body: ['small'],
  },
  girl: {
    hair: ['pigtails', 'bobBangs', 'curlyBun'],
    facialHairProbability: 0,
    eyes: ['open', 'happy', 'wink'],
    mouth: ['bigSmile', 'smile'],
    nose: ['smallRound'],
    body: ['small'],
  },
  grandpa: {
    hair: ['balding', 'bald', 'shortCombover'],
    hairColor: greyHair,
    facialHair: ['beardMustache', 'walrus'],
    facialHairProbability: 70,
    eyes: ['glasses', 'happy', 'open'],
    mouth: ['smile'],
    nose: ['wrinkles'],
    body: ['squared', 'rounded'],
  },
  grandma: {
    hair: ['curly', 'bobCut'],
    hairColor: greyHair,
    facialHairProbability: 0,
    eyes: ['glasses', 'happy'],
    mouth: ['smile', 'lips'],
    nose: ['wrinkles'],
    body: ['rounded'],
  },
  person: {
    hair: ['long', 'shortCombover', 'bobCut', 'curly', 'buzzcut', 'curlyBun', 'fade', 'bobBangs'],
    facialHairProbability: 10,
    facialHair: ['shadow', 'goatee'],
    eyes: ['open', 'happy', 'wink', 'glasses'],
    mouth: ['smile', 'bigSmile', 'smirk', 'lips'],
    nose: ['mediumRound', 'smallRound'],
  },
};

/// The SVG of `seed`'s face as `persona`.
export function personaAvatarSvg(persona: AvatarPersona, seed: string): string {
  return createAvatar(personas, { seed: `${persona}:${seed}`, ...common, ...looks[persona] }).toString();
}
