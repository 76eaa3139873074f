import { describe, expect, test } from "vitest";
import { BUBBLE_SIZE, clusterPoints, PIN_BOX, type ScreenPoint } from "~/utils/map-clusters";

function boxes(points: ScreenPoint[], groups: number[][]) {
  return groups.map((members) => {
    const x = members.reduce((sum, index) => sum + points[index]!.x, 0) / members.length;
    const y = members.reduce((sum, index) => sum + points[index]!.y, 0) / members.length;
    return members.length === 1
      ? { left: x - PIN_BOX.left, right: x + PIN_BOX.right, top: y - PIN_BOX.up, bottom: y }
      : { left: x - BUBBLE_SIZE / 2, right: x + BUBBLE_SIZE / 2, top: y - BUBBLE_SIZE / 2, bottom: y + BUBBLE_SIZE / 2 };
  });
}

describe("clusterPoints", () => {
  test("pins that stand apart stay single, in their order", () => {
    const points = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 0, y: 100 },
    ];
    expect(clusterPoints(points)).toEqual([[0], [1], [2]]);
  });

  test("pins closer than a pin's width side by side, or its height one above the other, merge", () => {
    expect(
      clusterPoints([
        { x: 0, y: 0 },
        { x: 20, y: 0 },
      ]),
    ).toEqual([[0, 1]]);
    expect(
      clusterPoints([
        { x: 0, y: 0 },
        { x: 0, y: 35 },
      ]),
    ).toEqual([[0, 1]]);
    // Just clear of each other: 25 px wide pins 28 px apart, 41 px tall pins 44 px apart.
    expect(
      clusterPoints([
        { x: 0, y: 0 },
        { x: 28, y: 0 },
      ]),
    ).toEqual([[0], [1]]);
    expect(
      clusterPoints([
        { x: 0, y: 0 },
        { x: 0, y: 44 },
      ]),
    ).toEqual([[0], [1]]);
  });

  test("a bubble that comes to cover a third pin takes it in too", () => {
    // The pin at (36, 44) clears both others, but not the 40 px bubble that replaces them at (10, 0).
    const points = [
      { x: 0, y: 0 },
      { x: 20, y: 0 },
      { x: 36, y: 44 },
    ];
    expect(clusterPoints(points.slice(1))).toEqual([[0], [1]]);
    expect(clusterPoints([points[0]!, points[2]!])).toEqual([[0], [1]]);
    expect(clusterPoints(points)).toEqual([[0, 1, 2]]);
  });

  test("the crowded centre of a phone map ends with no two markers overlapping", () => {
    // A ring of 20 pins 15 px apart around a centre, as the central districts at a city-wide zoom.
    const points = Array.from({ length: 20 }, (_, index) => ({
      x: 150 + 60 * Math.cos((index * Math.PI) / 10),
      y: 300 + 60 * Math.sin((index * Math.PI) / 10),
    }));
    const groups = clusterPoints(points);
    expect(groups.flat().sort((a, b) => a - b)).toEqual(points.map((_, index) => index));
    const placed = boxes(points, groups);
    for (const [i, a] of placed.entries()) {
      for (const b of placed.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, JSON.stringify([a, b])).toBe(true);
      }
    }
  });
});
