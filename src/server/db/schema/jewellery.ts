import { sql } from 'drizzle-orm';
import { check, integer, text } from 'drizzle-orm/pg-core';
import {
  assayOffices,
  certificateLabs,
  diamondClarities,
  diamondColours,
  finenesses,
  metalsOfFineness,
  stones,
  type AssayOffice,
  type CertificateLab,
  type DiamondClarity,
  type DiamondColour,
  type Fineness,
  type Stone,
} from '../../../shared/jewellery';
import { isOneOf } from './columns';

/**
 * A product's jewellery details beside its metal (`material`), decision 042: each closed set a
 * text column held to its list, the measures exact integers of their smallest unit.
 */
export const jewelleryColumns = {
  fineness: text('fineness').$type<Fineness>(),
  stone: text('stone').$type<Stone>(),
  /** Hundredths of a carat ("points", as jewellers count them); the API speaks carats. */
  caratPoints: integer('carat_points'),
  diamondColour: text('diamond_colour').$type<DiamondColour>(),
  diamondClarity: text('diamond_clarity').$type<DiamondClarity>(),
  certificateLab: text('certificate_lab').$type<CertificateLab>(),
  certificateNumber: text('certificate_number'),
  assayOffice: text('assay_office').$type<AssayOffice>(),
  /** Milligrams; the API speaks grams. */
  weightMg: integer('weight_mg'),
};

/** Every fineness with each metal it is made in, as `metal:fineness`. */
const metalFinenessPairs = finenesses.flatMap((fineness) =>
  metalsOfFineness[fineness].map((metal) => `${metal}:${fineness}`),
);

/**
 * The closed sets (a fineness by its pairs with the metals it is made in, so no "22ct white gold"
 * and no fineness without its metal is stored); the server checks every rule of
 * jewelleryDetailsProblems first and says what to correct.
 * `stone` is indexed for the listing's stone filter, as `material` is for the metal.
 */
export const jewelleryChecks = () => [
  check(
    'products_fineness_metal_check',
    isOneOf(`(coalesce(material, '') || ':' || fineness)`, metalFinenessPairs),
  ),
  check('products_stone_check', isOneOf('stone', stones)),
  check('products_diamond_colour_check', isOneOf('diamond_colour', diamondColours)),
  check('products_diamond_clarity_check', isOneOf('diamond_clarity', diamondClarities)),
  check('products_certificate_lab_check', isOneOf('certificate_lab', certificateLabs)),
  check('products_assay_office_check', isOneOf('assay_office', assayOffices)),
  check('products_carat_points_check', sql`carat_points > 0`),
  check('products_weight_mg_check', sql`weight_mg > 0`),
];
