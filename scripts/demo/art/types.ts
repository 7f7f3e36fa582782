import type { Cut, Gem, Scene } from './meshes';
import type { Camera } from './render';

export type { Cut, Gem } from './meshes';
export type JewelKind =
  | 'ring'
  | 'band'
  | 'necklace'
  | 'pendant'
  | 'choker'
  | 'stud'
  | 'hoop'
  | 'drop'
  | 'bangle'
  | 'tennis'
  | 'charm';
export type Setting =
  | 'solitaire'
  | 'halo'
  | 'hidden-halo'
  | 'double-halo'
  | 'three-stone'
  | 'cocktail'
  | 'twist'
  | 'eternity'
  | 'milgrain'
  | 'signet'
  | 'plain'
  | 'bezel'
  | 'station'
  | 'layered'
  | 'collar'
  | 'torc';
export type CharmShape = 'heart' | 'star' | 'moon' | 'disc' | 'stone';

/** What a demo product's pictures show, read from its name and description. */
export interface JewelArt {
  kind: JewelKind;
  /** The main stone, or what the piece is set with. */
  gem: Gem;
  cut?: Cut;
  setting?: Setting;
  /** Halo, side, pavé or stud-top stones. */
  accent?: Gem;
  claws?: number;
  /** Main stone half-width (pearl radius), millimetres. */
  size?: number;
  /** Band or wire width, millimetres. */
  width?: number;
  charms?: CharmShape[];
  /** 0-7: index of a studio backdrop colour. */
  backdrop: number;
  /** Distinct per product, so no two pieces are identical. */
  seed: number;
}

/** One photograph: a scene, where the camera stands and the part of the frame the piece fills. */
export interface Shot {
  scene: Scene;
  camera: Camera;
  /** [x, y, width, height] of the 800 px frame the piece is fitted into. */
  box: [number, number, number, number];
  /** Magnified about a point of the picture, cropping the rest: a macro shot of a ring's head. */
  closeUp?: { zoom: number; at: [number, number] };
  /** How far down from the top of the frame (0-1) the picture is beyond the focus, so soft. */
  defocus?: number;
  /** Worn on a display bust instead of resting on the floor. */
  bust?: { pxPerMm: number; x: number; y: number; zoom: number };
}
export type Shots = [Shot, Shot];
