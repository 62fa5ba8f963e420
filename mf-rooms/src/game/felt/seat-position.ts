// 1 would be the ellipse; lower pulls the diagonal seats further into the corners.
const CORNER_PULL = 0.4;

/**
 * Where seat `index` of `count` sits around the table, in percent of the table area: the first seat at the bottom
 * centre (nearest the player), the others clockwise at even angles. The angles are pushed out towards the corners
 * (a superellipse, not the ellipse): on an ellipse twice as wide as tall the seats beside the side ones would overlap.
 */
export function seatPosition(index: number, count: number): { left: number; top: number } {
  const angle = Math.PI / 2 + (2 * Math.PI * index) / Math.max(count, 1);
  const toCorner = (value: number) => Math.sign(value) * Math.abs(value) ** CORNER_PULL;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { left: round(50 + 50 * toCorner(Math.cos(angle))), top: round(50 + 50 * toCorner(Math.sin(angle))) };
}
