import { GENERAL_ENTITY, MARKETS, listInWords, type MarketFacts } from '../business/businessFacts';
import type { ContentRegion, Region } from '../region/region';

/** The facts a legal page changes with its region (spec §2 "Legal pages", §9). */
export interface LegalFacts {
  region: ContentRegion;
  /** The markets the version speaks for: one, or both for the general version. */
  markets: MarketFacts[];
  appliesTo: string;
  entity: string;
  entityDescription: string;
  serviceCities: string;
  mealDeliveryFee: string;
  groceryDeliveryFee: string;
  governingLaw: string;
}

const GOVERNING_LAW: Record<Region, string> = {
  us: 'the laws of the State of Texas and the federal laws of the United States, with disputes heard in the state or federal courts located in Dallas County, Texas',
  ng: 'the laws of the Federal Republic of Nigeria, with disputes heard in the courts of Lagos State',
};

/** Per-market text joined for the general version: 'A in the United States, and B in Nigeria'. */
const perMarket = (pick: (market: MarketFacts) => string): string =>
  `${pick(MARKETS.us)} in the United States, and ${pick(MARKETS.ng)} in Nigeria`;

export function legalFacts(region: ContentRegion): LegalFacts {
  if (region === 'general') {
    return {
      region,
      markets: [MARKETS.us, MARKETS.ng],
      appliesTo: 'everyone who uses FarmPlate, in every country we serve',
      entity: GENERAL_ENTITY.entity,
      entityDescription: GENERAL_ENTITY.entityDescription,
      serviceCities: perMarket((market) => listInWords(market.serviceCities)),
      mealDeliveryFee: perMarket((market) => market.mealDeliveryFee),
      groceryDeliveryFee: perMarket((market) => market.groceryDeliveryFee),
      governingLaw: `for customers in the United States, ${GOVERNING_LAW.us}; for customers in Nigeria, ${GOVERNING_LAW.ng}`,
    };
  }
  const market = MARKETS[region];
  return {
    region,
    markets: [market],
    appliesTo: `customers and partners in ${region === 'us' ? 'the United States' : 'Nigeria'}`,
    entity: market.entity,
    entityDescription: market.entityDescription,
    serviceCities: listInWords(market.serviceCities),
    mealDeliveryFee: market.mealDeliveryFee,
    groceryDeliveryFee: market.groceryDeliveryFee,
    governingLaw: GOVERNING_LAW[region],
  };
}

export const VERSION_NAMES: Record<ContentRegion, string> = {
  us: 'United States',
  ng: 'Nigeria',
  general: 'All regions',
};
