/** One face or bead ready to draw, with where it lies on the picture. */
export interface Drawn {
  /** Larger is nearer the camera. */
  depth: number;
  svg: string;
  metal: boolean;
  /** The grid cells its bounding box covers: enough to tell what may overlap what. */
  cells: number[];
}

const CELL = 8;

export function cellsUnder(points: [number, number][]): number[] {
  const xs = points.map((p) => Math.floor(p[0] / CELL));
  const ys = points.map((p) => Math.floor(p[1] / CELL));
  const cells: number[] = [];
  for (let x = Math.min(...xs); x <= Math.max(...xs); x++)
    for (let y = Math.min(...ys); y <= Math.max(...ys); y++) cells.push(x * 4096 + y);
  return cells;
}

/** Fewer metal faces in a run than this are a bead or a sliver: too small to show facets. */
const LONG_RUN = 8;

/**
 * Joins the items, sorted far to near, into SVG in layers, each its metal faces wrapped in the
 * `polish` filter (it blurs flat-shaded faces inside their own outline, so a band reads as one
 * smooth polished surface) and then its stone facets and pearls, crisp. The filter smooths only
 * what is in one group, so items go in the lowest layer that keeps the painter's order where
 * they overlap on the picture: a metal face goes above any stone it covers, and otherwise stays
 * with the metal it touches.
 */
export function polishMetalRuns(items: Drawn[]): string {
  const layers: { metal: string[]; other: string[] }[] = [];
  const metalLayerAt = new Map<number, number>();
  const otherLayerAt = new Map<number, number>();
  for (const item of items) {
    let layer = 0;
    for (const c of item.cells) {
      layer = Math.max(layer, metalLayerAt.get(c) ?? 0);
      const other = otherLayerAt.get(c);
      if (other !== undefined) layer = Math.max(layer, item.metal ? other + 1 : other);
    }
    const marks = item.metal ? metalLayerAt : otherLayerAt;
    for (const c of item.cells) marks.set(c, Math.max(marks.get(c) ?? 0, layer));
    const target = (layers[layer] ??= { metal: [], other: [] });
    (item.metal ? target.metal : target.other).push(item.svg);
  }
  return layers
    .map(({ metal, other }) => {
      const faces = metal.join('');
      const group = metal.length >= LONG_RUN ? `<g filter="url(#polish)">${faces}</g>` : faces;
      return group + other.join('');
    })
    .join('');
}
