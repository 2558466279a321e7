import {
  DELIVERY_HOURS,
  EFFECTIVE_DATES,
  GROCERY_DELIVERY_TIME,
  MEAL_DELIVERY_TIME,
  listInWords,
} from '../business/businessFacts';
import { Addresses, LegalPage, type LegalDocument } from './LegalPage';
import type { LegalFacts } from './legalFacts';

/** The Delivery and Shipping Policy, written for one region or for all (effective July 1, 2025). */
export function deliveryPolicy(facts: LegalFacts): LegalDocument {
  const inUs = facts.region !== 'ng';
  const inNg = facts.region !== 'us';
  return {
    title: 'Delivery and Shipping Policy',
    effectiveDate: EFFECTIVE_DATES.delivery,
    intro: (
      <p>
        This policy explains where, when and how {facts.entity} delivers meals and groceries, and what it costs. It
        applies to {facts.appliesTo}.
      </p>
    ),
    sections: [
      {
        heading: 'Service areas',
        body: (
          <p>
            We deliver in {facts.serviceCities}. Enter your address in the app or on the website to see whether we
            deliver to you and which kitchens and farms are available.
          </p>
        ),
      },
      {
        heading: 'Delivery hours',
        body: <p>We deliver {DELIVERY_HOURS}, including weekends and most public holidays.</p>,
      },
      {
        heading: 'Delivery times',
        body: (
          <ul>
            <li>
              <strong>Meals:</strong> on average {MEAL_DELIVERY_TIME} from the moment the kitchen accepts your order.
            </li>
            <li>
              <strong>Groceries, produce boxes and meal kits:</strong> {GROCERY_DELIVERY_TIME}, in the delivery window
              you choose at checkout.
            </li>
            <li>
              <strong>Scheduled orders:</strong> book up to seven days ahead and we deliver in your chosen window.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Delivery fees',
        body: (
          <p>
            Meal delivery costs {facts.mealDeliveryFee}, depending on distance. Grocery delivery starts{' '}
            {facts.groceryDeliveryFee}. The exact fee is shown before you pay. Free delivery may apply above an order
            value or with a promo code.
          </p>
        ),
      },
      {
        heading: 'Tracking your order',
        body: (
          <p>
            You can follow your order in real time from the kitchen to your door. We will message you if your delivery
            is running more than 15 minutes late.
          </p>
        ),
      },
      {
        heading: 'Receiving your order',
        body: (
          <>
            <p>
              Please make sure someone is available at the delivery address, and add gate codes, landmarks or
              instructions at checkout. Our delivery partners wait up to 10 minutes and try to call you.
            </p>
            <p>
              If we cannot reach you, meals are left at the door when it is safe to do so, or returned to the kitchen;
              groceries that need refrigeration are returned and can be redelivered the next day.
            </p>
          </>
        ),
      },
      ...(inUs
        ? [
            {
              heading: 'Contactless delivery in the United States',
              body: (
                <p>
                  Choose contactless delivery at checkout and your courier will leave the order at your door, take a
                  photo and let you know it has arrived.
                </p>
              ),
            },
          ]
        : []),
      ...(inNg
        ? [
            {
              heading: 'Payment on delivery in Nigeria',
              body: (
                <p>
                  In Nigeria you may pay by{' '}
                  {listInWords(facts.markets.find((market) => market.region === 'ng')!.paymentOptions)}. For cash on
                  delivery, please have the exact amount ready; riders carry limited change. Buy now, pay later is
                  coming soon. Our support team speaks English, Hausa, Yoruba and Igbo.
                </p>
              ),
            },
          ]
        : []),
      {
        heading: 'Food safety in transit',
        body: (
          <p>
            Hot and cold items travel in separate insulated, reusable bags or cool boxes. Delivery partners are trained
            in safe food handling and never open sealed packaging.
          </p>
        ),
      },
      {
        heading: 'Problems with a delivery',
        body: (
          <p>
            If your order is late, incomplete or damaged, tell us within 24 hours of delivery; our Return and Refund
            Policy explains what happens next. Delivery fees are refunded when the delivery itself caused the problem.
          </p>
        ),
      },
      {
        heading: 'Contact us',
        body: (
          <p>
            Delivery questions: <Addresses facts={facts} kind="supportEmail" />.
          </p>
        ),
      },
    ],
  };
}

export default function DeliveryPolicyPage() {
  return <LegalPage write={deliveryPolicy} path="/delivery-policy" />;
}
