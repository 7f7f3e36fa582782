import type { Material } from './constants';

/**
 * A piece's jewellery details (decision 042): each closed set once, with the words a shopper
 * reads, and the rules that tie the details together. Plain data without zod, so the product
 * page's specification table reads its labels without all of zod.
 */

export const metalLabels: Record<Material, string> = {
  'yellow-gold': 'Yellow gold',
  'white-gold': 'White gold',
  'rose-gold': 'Rose gold',
  platinum: 'Platinum',
  silver: 'Silver',
};

/** The UK hallmarking standards of the five metals (Hallmarking Act 1973). */
export const finenesses = [
  '9ct',
  '14ct',
  '18ct',
  '22ct',
  'silver-925',
  'silver-958',
  'silver-999',
  'platinum-900',
  'platinum-950',
  'platinum-999',
] as const;
export type Fineness = (typeof finenesses)[number];

const golds: Material[] = ['yellow-gold', 'white-gold', 'rose-gold'];

/** How a fineness is written before its metal ("18ct" yellow gold, "925 sterling" silver). */
export const finenessLabels: Record<Fineness, string> = {
  '9ct': '9ct',
  '14ct': '14ct',
  '18ct': '18ct',
  '22ct': '22ct',
  'silver-925': '925 sterling',
  'silver-958': '958 Britannia',
  'silver-999': '999 fine',
  'platinum-900': '900',
  'platinum-950': '950',
  'platinum-999': '999',
};

/** The metals each fineness is made in: 22ct has too little alloy to be whitened or reddened. */
export const metalsOfFineness: Record<Fineness, readonly Material[]> = {
  '9ct': golds,
  '14ct': golds,
  '18ct': golds,
  '22ct': ['yellow-gold'],
  'silver-925': ['silver'],
  'silver-958': ['silver'],
  'silver-999': ['silver'],
  'platinum-900': ['platinum'],
  'platinum-950': ['platinum'],
  'platinum-999': ['platinum'],
};

export const finenessesOf = (metal: Material) =>
  finenesses.filter((fineness) => metalsOfFineness[fineness].includes(metal));

export const stones = [
  'diamond',
  'lab-grown-diamond',
  'sapphire',
  'ruby',
  'emerald',
  'pearl',
  'aquamarine',
  'amethyst',
  'topaz',
  'morganite',
  'opal',
  'garnet',
  'peridot',
  'tanzanite',
  'moissanite',
  'none',
] as const;
export type Stone = (typeof stones)[number];

export const stoneLabels: Record<Stone, string> = {
  diamond: 'Diamond',
  'lab-grown-diamond': 'Lab-grown diamond',
  sapphire: 'Sapphire',
  ruby: 'Ruby',
  emerald: 'Emerald',
  pearl: 'Pearl',
  aquamarine: 'Aquamarine',
  amethyst: 'Amethyst',
  topaz: 'Topaz',
  morganite: 'Morganite',
  opal: 'Opal',
  garnet: 'Garnet',
  peridot: 'Peridot',
  tanzanite: 'Tanzanite',
  moissanite: 'Moissanite',
  none: 'No stone',
};

/** The stones graded for colour and clarity on the diamond scales. */
export const isDiamond = (stone: Stone | null | undefined) =>
  stone === 'diamond' || stone === 'lab-grown-diamond';

/** GIA's colour grades a fine jeweller sells, colourless (D) to faint (M); they are their labels. */
export const diamondColours = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'] as const;
export type DiamondColour = (typeof diamondColours)[number];

/** GIA's clarity grades, flawless first; they are their labels. */
export const diamondClarities = [
  'FL',
  'IF',
  'VVS1',
  'VVS2',
  'VS1',
  'VS2',
  'SI1',
  'SI2',
  'I1',
  'I2',
  'I3',
] as const;
export type DiamondClarity = (typeof diamondClarities)[number];

export const certificateLabs = ['gia', 'igi', 'hrd', 'ags', 'anchorcert'] as const;
export type CertificateLab = (typeof certificateLabs)[number];

export const certificateLabLabels: Record<CertificateLab, string> = {
  gia: 'GIA',
  igi: 'IGI',
  hrd: 'HRD Antwerp',
  ags: 'AGS',
  anchorcert: 'AnchorCert',
};

/** The four UK assay offices, whose mark in a hallmark says where the piece was tested. */
export const assayOffices = ['london', 'birmingham', 'sheffield', 'edinburgh'] as const;
export type AssayOffice = (typeof assayOffices)[number];

export const assayOfficeLabels: Record<AssayOffice, string> = {
  london: 'London Assay Office',
  birmingham: 'Birmingham Assay Office',
  sheffield: 'Sheffield Assay Office',
  edinburgh: 'Edinburgh Assay Office',
};

/** A carat weight has two decimals (hundredths, "points"), a weight in grams three (milligrams). */
export const CARAT_DECIMALS = 2;
export const GRAM_DECIMALS = 3;

/** The details as a product holds them: null is "not stated". */
export interface JewelleryDetails {
  material: Material | null;
  fineness: Fineness | null;
  stone: Stone | null;
  caratWeight: number | null;
  diamondColour: DiamondColour | null;
  diamondClarity: DiamondClarity | null;
  certificateLab: CertificateLab | null;
  certificateNumber: string | null;
  assayOffice: AssayOffice | null;
  weightGrams: number | null;
}

/** A product that states none of them. */
export const noJewelleryDetails: JewelleryDetails = {
  material: null,
  fineness: null,
  stone: null,
  caratWeight: null,
  diamondColour: null,
  diamondClarity: null,
  certificateLab: null,
  certificateNumber: null,
  assayOffice: null,
  weightGrams: null,
};

export interface DetailProblem {
  field: keyof JewelleryDetails;
  message: string;
}

const gemStone = (stone: Stone | null) => stone !== null && stone !== 'none';

/**
 * What does not hold together in a product's details, each problem on the field to correct.
 * The server asks this of the details a save leaves (what it sent over what the product had);
 * the form asks it before sending.
 */
export function jewelleryDetailsProblems(d: JewelleryDetails): DetailProblem[] {
  const problems: DetailProblem[] = [];
  const problem = (field: keyof JewelleryDetails, message: string) =>
    problems.push({ field, message });
  if (d.fineness && !d.material) problem('material', 'Choose the metal of this fineness');
  if (d.fineness && d.material && !metalsOfFineness[d.fineness].includes(d.material)) {
    problem(
      'fineness',
      `Fineness ${finenessLabels[d.fineness]} does not fit ${metalLabels[d.material].toLowerCase()}: choose one of ${finenessesOf(
        d.material,
      )
        .map((f) => finenessLabels[f])
        .join(', ')}`,
    );
  }
  if (d.assayOffice && !d.material) problem('material', 'Choose the metal the hallmark is for');
  if (!isDiamond(d.stone)) {
    if (d.diamondColour) problem('diamondColour', 'Colour grades are for diamonds only');
    if (d.diamondClarity) problem('diamondClarity', 'Clarity grades are for diamonds only');
  }
  if (d.caratWeight !== null && !gemStone(d.stone)) {
    problem('caratWeight', 'A carat weight needs the stone it weighs');
  }
  if (d.certificateLab && !d.certificateNumber) {
    problem('certificateNumber', 'Enter the certificate number');
  }
  if (d.certificateNumber && !d.certificateLab) {
    problem('certificateLab', 'Choose the laboratory of the certificate');
  }
  if ((d.certificateLab || d.certificateNumber) && !gemStone(d.stone)) {
    problem('stone', 'A certificate needs the stone it grades');
  }
  return problems;
}

/** "18ct yellow gold", "925 sterling silver", "950 platinum", or the metal alone. */
export function metalDescription(material: Material, fineness: Fineness | null) {
  const metal = metalLabels[material];
  return fineness ? `${finenessLabels[fineness]} ${metal.toLowerCase()}` : metal;
}

/** A number with up to `decimals` places as an exact count of its smallest unit (points, mg). */
export const toUnits = (value: number, decimals: number) => Math.round(value * 10 ** decimals);
export const fromUnits = (units: number, decimals: number) => units / 10 ** decimals;

const grams = new Intl.NumberFormat('en-GB', { maximumFractionDigits: GRAM_DECIMALS });

/** The product page's specification: a row for each detail that is set, in a jeweller's order. */
export function jewellerySpecification(d: JewelleryDetails): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  const row = (label: string, value: string) => rows.push({ label, value });
  if (d.material) row('Metal', metalDescription(d.material, d.fineness));
  if (d.stone && d.stone !== 'none') row('Stone', stoneLabels[d.stone]);
  if (d.caratWeight !== null) row('Carat weight', `${d.caratWeight.toFixed(CARAT_DECIMALS)} ct`);
  if (d.diamondColour && d.diamondClarity) {
    row('Colour / clarity', `${d.diamondColour} / ${d.diamondClarity}`);
  } else if (d.diamondColour) row('Colour', d.diamondColour);
  else if (d.diamondClarity) row('Clarity', d.diamondClarity);
  if (d.certificateLab && d.certificateNumber) {
    row('Certificate', `${certificateLabLabels[d.certificateLab]} ${d.certificateNumber}`);
  }
  if (d.assayOffice) row('Hallmark', assayOfficeLabels[d.assayOffice]);
  if (d.weightGrams !== null) row('Weight', `${grams.format(d.weightGrams)} g`);
  return rows;
}
