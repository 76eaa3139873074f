// Where two district pins would overlap on screen (the crowded centre on a phone), one round count
// bubble stands for both: overlapping targets cannot be told apart by a finger, and the covered pin
// cannot be tapped at all. Pure screen geometry, so it runs again after every zoom.

export interface ScreenPoint {
  x: number;
  y: number;
}

/** A district pin: 25 × 41 px with its tip at the point. */
export const PIN_BOX = { left: 12, right: 13, up: 41, down: 0 };
/** A count bubble: a 40 px circle centred on the point. */
export const BUBBLE_SIZE = 40;
const BUBBLE_BOX = { left: BUBBLE_SIZE / 2, right: BUBBLE_SIZE / 2, up: BUBBLE_SIZE / 2, down: BUBBLE_SIZE / 2 };
// Room kept between two markers, so that neither touches the other's edge.
const GAP = 2;

interface Cluster {
  members: number[];
  at: ScreenPoint;
}

function boxOf({ members, at }: Cluster) {
  const shape = members.length === 1 ? PIN_BOX : BUBBLE_BOX;
  return { left: at.x - shape.left, right: at.x + shape.right, top: at.y - shape.up, bottom: at.y + shape.down };
}

function overlap(a: Cluster, b: Cluster) {
  const boxA = boxOf(a);
  const boxB = boxOf(b);
  return boxA.left < boxB.right + GAP && boxB.left < boxA.right + GAP && boxA.top < boxB.bottom + GAP && boxB.top < boxA.bottom + GAP;
}

/**
 * Groups the points (indexes into `points`) so that no two markers overlap: each group of one is a
 * pin at its point, each larger group a bubble at its members' centre. Merges the first overlapping
 * pair until none is left; the order of `points` (most listings first) decides ties.
 */
export function clusterPoints(points: readonly ScreenPoint[]): number[][] {
  const clusters: Cluster[] = points.map((at, index) => ({ members: [index], at }));
  for (;;) {
    const pair = overlappingPair(clusters);
    if (!pair) return clusters.map((cluster) => cluster.members);
    const [first, second] = pair;
    const members = [...clusters[first]!.members, ...clusters[second]!.members];
    const at = {
      x: members.reduce((sum, index) => sum + points[index]!.x, 0) / members.length,
      y: members.reduce((sum, index) => sum + points[index]!.y, 0) / members.length,
    };
    clusters[first] = { members, at };
    clusters.splice(second, 1);
  }
}

function overlappingPair(clusters: Cluster[]): [number, number] | null {
  for (let first = 0; first < clusters.length; first++) {
    for (let second = first + 1; second < clusters.length; second++) {
      if (overlap(clusters[first]!, clusters[second]!)) return [first, second];
    }
  }
  return null;
}
