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
        'We closed our dining room and cook only for FarmPlate now. Lower rent, no delivery drivers on payroll, and more orders than ever.',
      name: 'Tunde Bakare',
      location: "Mama's Soul Kitchen, Dallas",
      look: LOOKS.brownShort,
    },
    {
      quote:
        'One order covers all my produce from three farms. I spend my mornings cooking, not driving between suppliers.',
      name: 'Grace Lee',
      location: 'Island Spice Cafe, Richardson',
      look: LOOKS.warmPuff,
    },
    {
      quote: 'The forecast tells me how much oxtail to braise on a Sunday. We throw away almost nothing now.',
      name: 'Andre Thomas',
      location: 'Smokehouse & Greens, Fort Worth',
      look: LOOKS.deepLocs,
    },
  ],
  ng: [
    {
      quote:
        'My buka now cooks for customers across Abuja. FarmPlate brings the orders and the riders; I bring the miyan kuka.',
      name: 'Emeka Nwosu',
      location: "Mama Nkechi's Buka, Abuja",
      look: LOOKS.brownShort,
    },
    {
      quote: 'Fresh peppers from Jos arrive at my kitchen twice a week. My ofada stew has never tasted better.',
      name: 'Bisi Ogunleye',
      location: 'Ofada Corner, Lagos',
      look: LOOKS.deepWrap,
    },
    {
      quote: 'We run a small cloud kitchen from home. FarmPlate gave us customers without spending a kobo on adverts.',
      name: 'Halima Yusuf',
      location: "Halima's Kitchen, Abuja",
      look: LOOKS.warmWrap,
    },
  ],
};

const content = (region: Region): PartnerPageContent => ({
  partnerType: 'kitchen',
  pageTitle: 'For Ghost Kitchens',
  eyebrow: 'Partner with FarmPlate',
  title: 'For Ghost Kitchens',
  lead: 'Cook the food you love for customers across the city. We bring the orders, the local ingredients and the couriers; you bring the flavor.',
  art: 'ghostKitchen',
  artAlt: 'A ghost kitchen pass with order tickets and boxed meals ready for pickup',
  benefitsTitle: 'Why kitchens cook with FarmPlate',
  benefits: [
    {
      icon: 'truck',
      title: 'Consolidated local sourcing',
      text: 'Order produce from several local farms in one place, delivered together, on your schedule.',
    },
    {
      icon: 'users',
      title: 'New customers, no marketing cost',
      text: 'Your dishes reach thousands of FarmPlate customers without a single paid ad.',
    },
    {
      icon: 'store',
      title: 'No dining room, no delivery staff',
      text: 'Skip the front-of-house rent and the drivers on payroll. Our couriers handle every delivery.',
    },
    {
      icon: 'chart',
      title: 'Demand forecasting',
      text: 'Know how many portions you will sell tomorrow, so you prep the right amount and waste less.',
    },
  ],
  requirementsTitle: 'Kitchen Partner Requirements',
  requirementsIntro: 'Ghost kitchens, restaurants, caterers and food trucks are welcome if they have:',
  requirements: [
    'Proper licensing and health certifications for your kitchen',
    'A commitment to our sustainably sourced, local ingredients',
    'The ability to handle variable order volumes',
    'Willingness to use the FarmPlate platform for orders and scheduling',
    'Consistent quality on every plate',
  ],
  applyLabel: 'Apply to Become a Kitchen Partner',
  contactText: 'Questions about cooking with us? Email our kitchen partnerships team at',
  contactEmail: MARKETS[region].kitchensEmail,
  testimonialsTitle: 'Kitchens in our network',
  testimonials: TESTIMONIALS[region],
  steps: {
    title: 'How the Partnership Works',
    beforeTestimonials: false,
    steps: [
      {
        title: 'Application & Onboarding',
        text: 'Apply online, and we visit your kitchen, photograph your dishes and set up your menu for free.',
      },
      {
        title: 'Ingredient Sourcing',
        text: 'Order produce from our partner farms in your dashboard, guided by the demand forecast.',
      },
      {
        title: 'Order Fulfillment',
        text: 'Orders arrive on your screen or point-of-sale system; cook, pack, and a courier collects.',
      },
    ],
  },
  closingTitle: 'Ready to fill your kitchen with orders?',
  closingText:
    'Tell us about your kitchen and your menu. Our partnerships team will be in touch within two business days.',
});

/** The ghost kitchens partner page (spec §2): hero 'For Ghost Kitchens', benefits, requirements, testimonials, 3 steps. */
export default function KitchensPage() {
  const { market } = useSiteRegion();
  return <PartnerPage content={content(market)} />;
}
