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
        'I ride between classes at UNT Dallas. No minimum hours, and the eco bonus for my bike adds up every week.',
      name: 'Jamal Carter',
      location: 'Bicycle courier, Dallas',
      look: LOOKS.brownBald,
    },
    {
      quote: 'The routes make sense. I carry two or three orders on one loop and every meal still arrives hot.',
      name: 'Maria Gonzalez',
      location: 'Scooter courier, Irving',
      look: LOOKS.oliveLong,
    },
    {
      quote: 'Base pay is better than the other apps, and I keep every dollar of my tips. That matters with two kids.',
      name: 'Darnell Brooks',
      location: 'Car courier, Garland',
      look: LOOKS.deepShort,
    },
  ],
  ng: [
    {
      quote: 'I choose my zone in Ikeja and my own hours. The electric bike bonus means I spend less on fuel.',
      name: 'Sodiq Balogun',
      location: 'Rider, Lagos',
      look: LOOKS.deepShort,
    },
    {
      quote: 'The cool box keeps the food fresh even in traffic. Customers tip more when the food arrives hot.',
      name: 'Grace Okon',
      location: 'Rider, Abuja',
      look: LOOKS.warmWrap,
    },
    {
      quote: 'Payment comes every week, on time. For the first time I can plan my month.',
      name: 'Musa Danladi',
      location: 'Rider, Jos',
      look: LOOKS.brownShort,
    },
  ],
};

const content = (region: Region): PartnerPageContent => ({
  partnerType: 'delivery',
  applyPath: 'delivery/apply',
  pageTitle: 'Become a Delivery Partner',
  eyebrow: 'Deliver with FarmPlate',
  title: 'Become a Delivery Partner',
  lead: 'Deliver fresh meals and groceries in your own neighborhood, on your own schedule, and keep 100% of your tips.',
  art: region === 'ng' ? 'motorbikeRider' : 'courierBike',
  artAlt:
    region === 'ng'
      ? 'A rider on a green motorbike delivering a meal box'
      : 'A courier on a bicycle carrying an insulated FarmPlate delivery bag',
  benefitsTitle: 'Why deliver with FarmPlate',
  benefits: [
    {
      icon: 'cash',
      title: 'Competitive Earnings',
      text: 'Above-average base pay on every delivery, plus 100% of your tips and bonuses for eco-friendly vehicles and bicycle deliveries.',
    },
    {
      icon: 'clock',
      title: 'Flexible Scheduling',
      text: 'Choose your own hours and zones. There are no minimum hours, ever.',
    },
    {
      icon: 'map',
      title: 'Local Focus',
      text: 'Deliver in the neighborhoods you know, on routes optimized to group nearby orders.',
    },
    {
      icon: 'leaf',
      title: 'Sustainable Mission',
      text: 'Reusable, insulated equipment and a network built to cut food waste and emissions.',
    },
  ],
  requirementsTitle: 'Requirements to Join',
  requirementsIntro: 'To deliver with FarmPlate you need:',
  requirements: [
    'To be at least 18 years old',
    'A smartphone with a data plan',
    'To pass a background check',
    'Reliable transportation: a bicycle, e-bike, scooter, motorbike or car',
    "If you drive a vehicle: a valid driver's license, vehicle registration, insurance and a clean driving record",
  ],
  applyLabel: 'Apply Now',
  contactText: 'Questions about delivering with us? Email our courier team at',
  contactEmail: MARKETS[region].couriersEmail,
  steps: {
    title: 'How Delivery Works',
    beforeTestimonials: true,
    steps: [
      { title: 'Sign Up', text: 'Apply online in a few minutes and complete your background check.' },
      { title: 'Get Equipped', text: 'Collect your reusable insulated bag or cool box and a quick safety briefing.' },
      { title: 'Choose Schedule', text: 'Pick the hours and zones that suit you, week by week.' },
      {
        title: 'Start Delivering',
        text: 'Accept orders in the app, follow the optimized route and earn with every drop.',
      },
    ],
  },
  testimonialsTitle: 'Couriers in our network',
  testimonials: TESTIMONIALS[region],
  closingTitle: 'Ready to ride with us?',
  closingText: 'Apply today and you could be delivering next week.',
});

/** The delivery partner page (spec §2): hero 'Become a Delivery Partner', 4 benefits, requirements, 4 steps, testimonials. */
export default function DeliveryPage() {
  const { market } = useSiteRegion();
  return <PartnerPage content={content(market)} />;
}
