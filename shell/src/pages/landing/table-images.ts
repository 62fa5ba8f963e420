export interface CarouselSlide {
  src: string;
  alt: string;
}

/** Every table image is 1920 × 1080: a frame of this shape shows it whole. */
export const TABLE_IMAGE_ASPECT_RATIO = '16 / 9';

/** Served as-is from `shell/public/images/landing/`. */
export const TABLE_IMAGES: readonly CarouselSlide[] = [
  'Classic green felt poker table under a warm lamp',
  'Royal blue tournament table with chips and a flop',
  'Burgundy felt high-stakes table in a dim casino',
  'Emerald felt table seen from above with a full board',
  'Purple neon-lit poker table with stacked chips',
  'Teal felt final-table setup with a river card',
  'Graphite felt table with gold trim under a spotlight',
].map((alt, index) => ({ src: `/images/landing/table-${index + 1}.svg`, alt }));
