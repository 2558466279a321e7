import {
  DELIVERY_HOURS,
  MARKETS,
  MEAL_DELIVERY_TIME,
  NIGERIA_LAUNCH_CITIES,
  POLICY_WINDOWS,
  US_COMING_SOON,
  listInWords,
} from '../business/businessFacts';

/** The five questions of the contact page (spec §2). */
export const FAQS: { question: string; answer: string }[] = [
  {
    question: 'Where does FarmPlate deliver?',
    answer: `Right now we serve the Dallas metro in Texas. ${listInWords(US_COMING_SOON)} are coming soon, and in Nigeria we are launching soon in ${listInWords(NIGERIA_LAUNCH_CITIES)}.`,
  },
  {
    question: 'How long does delivery take, and what does it cost?',
    answer: `Meals arrive in ${MEAL_DELIVERY_TIME} and groceries the same day or the next. We deliver ${DELIVERY_HOURS}. Meal delivery costs ${MARKETS.us.mealDeliveryFee} in the US (${MARKETS.ng.mealDeliveryFee} in Nigeria), and grocery delivery starts ${MARKETS.us.groceryDeliveryFee} (${MARKETS.ng.groceryDeliveryFee} in Nigeria). Free delivery may apply to larger orders or with a promo code.`,
  },
  {
    question: 'Can I change or cancel my order?',
    answer: `Yes, within ${POLICY_WINDOWS.cancelOrModify} of placing it. After that the kitchen starts cooking, and a cancellation may not be refunded.`,
  },
  {
    question: 'Something was wrong with my order. What do I do?',
    answer: `Tell us within ${POLICY_WINDOWS.reportIssue}, with a photo if you can. We review every request within ${POLICY_WINDOWS.refundReview}; refunds reach your account in ${POLICY_WINDOWS.refundPayout}, and FarmPlate credits within ${POLICY_WINDOWS.creditApplied}.`,
  },
  {
    question: 'How do I become a FarmPlate partner?',
    answer:
      'Farmers, ghost kitchens and delivery partners can apply from our partner pages, or choose their role in the form above and tell us a little about themselves. Our partnerships team replies within two business days.',
  },
];
