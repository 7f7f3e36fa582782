/** A ring with every jewellery detail stated, as the API takes and shows them (decision 042). */
export const diamondRingDetails = {
  material: 'yellow-gold',
  fineness: '18ct',
  stone: 'diamond',
  caratWeight: 0.5,
  diamondColour: 'G',
  diamondClarity: 'VS1',
  certificateLab: 'gia',
  certificateNumber: '1234567',
  assayOffice: 'birmingham',
  weightGrams: 3.2,
} as const;
