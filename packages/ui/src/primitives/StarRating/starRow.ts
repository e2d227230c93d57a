import { maxRating } from '../../format/format';

/** One star a point of the product's rating scale. */
export const maxStars = maxRating;

/** The row's geometry in the star icon's units: 24 a star, and 1 px between stars at size md. */
export const starSize = 24;
const starGap = 4 / 3;
export const starPitch = starSize + starGap;
/** The row of five, as wide as its stars and the gaps between them. */
export const starRowWidth = maxStars * starPitch - starGap;

/** How much of the row the filled stars cover: 4.3 is four stars, their gaps and 30 % of one. */
export function filledRowWidth(rating: number): number {
  const whole = Math.floor(rating);
  return Math.round((whole * starPitch + (rating - whole) * starSize) * 100) / 100;
}
