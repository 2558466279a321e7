/**
 * An amount of produce with its unit, as every screen writes it: '25 kg', '2.5 lb', '1,250 units'
 * (grouped thousands, at most two decimals, no trailing zeros).
 */
export const formatQuantity = (quantity: number | string, unit: string): string =>
  `${Number(quantity).toLocaleString('en-US', { maximumFractionDigits: 2 })} ${unit}`;
