import { MARKETS } from '../business/businessFacts';
import { LOOKS } from '../illustrations/looks';
import type { Testimonial } from '../page/blocks';
import { useSiteRegion } from '../region/SiteRegionContext';
import type { Region } from '../region/region';
import { PartnerPage, type PartnerPageContent } from './PartnerPage';

const TESTIMONIALS: Record<Region, Testimonial[]> = {
  us: [
    {
      quote:
        'I used to guess what to plant. Now I grow for orders I already have, and I get paid above what the wholesalers offered.',
      name: 'Kwame Mensah',
      location: 'Green Valley Farm',
      look: LOOKS.deepShort,
    },
    {
      quote:
        'The demand forecast told me Dallas wanted more okra and scotch bonnets. I planted twice as much and sold all of it.',
      name: 'Ruth Adeyemi',
      location: 'Sunrise Acres',
      look: LOOKS.warmWrap,
    },
    {
      quote: 'FarmPlate helped me finance a walk-in cooler. My greens last days longer and the kitchens notice.',
      name: 'Leon Washington',
      location: 'Washington Family Farm',
      look: LOOKS.brownBald,
    },
  ],
  ng: [
    {
      quote:
        'Kitchens in Abuja order my tomatoes before harvest. I no longer sell at a loss when the market is flooded.',
      name: 'Danjuma Pam',
      location: 'Pam Farms, Jos',
      look: LOOKS.brownShort,
    },
    {
      quote:
        'The agronomist FarmPlate sent showed us drip irrigation. Our dry-season yield went up and our water bill went down.',
      name: 'Rahila Gyang',
      location: 'Plateau Women Growers Cooperative',
      look: LOOKS.warmPuff,
    },
    {
      quote: 'My yams now go straight to restaurants in Lagos. Fewer middlemen, fairer prices, payment on time.',
      name: 'Ifeanyi Okeke',
      location: 'Okeke Yam Farm, Benue border',
      look: LOOKS.deepLocs,
    },
  ],
};

const content = (region: Region): PartnerPageContent => ({
  partnerType: 'farmer',
  pageTitle: 'For Farmers',
  eyebrow: 'Partner with FarmPlate',
  title: 'For Farmers',
  lead: 'Sell your harvest before it leaves the field. FarmPlate connects you with kitchens and families who want what you grow, at prices that respect your work.',
  art: 'farmField',
  artAlt: 'Rows of green crops rolling toward a red barn under a warm sun',
  benefitsTitle: 'Why farmers grow with FarmPlate',
  benefits: [
    {
      icon: 'cash',
      title: 'Above-market pay',
      text: 'We pay more than wholesale for quality produce, on a fixed schedule, because cutting out middlemen leaves more for you.',
    },
    {
      icon: 'calendar',
      title: 'Guaranteed purchase volumes',
      text: 'Agree volumes with our partner kitchens before you plant, so you grow for demand that is already there.',
    },
    {
      icon: 'chart',
      title: 'Demand forecasting and direct customers',
      text: 'See what kitchens and families will buy next season, and sell straight to them through your own farm page.',
    },
    {
      icon: 'users',
      title: 'Capital, technical help and community',
      text: 'Access to equipment financing, agronomy support and a network of growers who share what works.',
    },
  ],
  requirementsTitle: 'What we look for in a farm partner',
  requirementsIntro: 'We partner with farms of every size that share our standards:',
  requirements: [
    'Within 100 miles of the urban centers we serve',
    'Minimal or no synthetic pesticides or fertilizers',
    'Humane animal husbandry, if you raise animals',
    'Willing to use the FarmPlate platform for inventory and orders',
    'Committed to quality and consistency, harvest after harvest',
  ],
  applyLabel: 'Apply to Become a Farm Partner',
  contactText: 'Questions about farming with us? Email our farmer relations team at',
  contactEmail: MARKETS[region].farmersEmail,
  testimonialsTitle: 'Farmers in our network',
  testimonials: TESTIMONIALS[region],
  closingTitle: 'Ready to grow with us?',
  closingText:
    'Tell us about your farm and what you grow. Our farmer relations team will call you within two business days.',
});

/** The farmers partner page (spec §2): hero 'For Farmers', 4 benefits, requirements, apply, contact, 3 testimonials. */
export default function FarmersPage() {
  const { market } = useSiteRegion();
  return <PartnerPage content={content(market)} />;
}
