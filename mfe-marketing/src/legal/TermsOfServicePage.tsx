import { EFFECTIVE_DATES, MINIMUM_AGE, POLICY_WINDOWS, listInWords } from '../business/businessFacts';
import { Addresses, LegalPage, type LegalDocument } from './LegalPage';
import type { LegalFacts } from './legalFacts';

/** The Terms of Service, written for one region or for all (effective July 1, 2025). */
export function termsOfService(facts: LegalFacts): LegalDocument {
  return {
    title: 'Terms of Service',
    effectiveDate: EFFECTIVE_DATES.terms,
    intro: (
      <p>
        These Terms of Service are an agreement between you and {facts.entity} (&quot;FarmPlate&quot;). They apply to{' '}
        {facts.appliesTo} when using our websites, apps and ordering channels. By creating an account or placing an
        order you agree to them; please read them carefully.
      </p>
    ),
    sections: [
      {
        heading: 'About FarmPlate',
        body: (
          <p>
            FarmPlate is a marketplace that connects customers with independent kitchens, farmers and grocers, and with
            independent delivery partners. {facts.entityDescription} Kitchens and farms prepare and sell the food; we
            provide the platform, payments and delivery network.
          </p>
        ),
      },
      {
        heading: 'Eligibility and accounts',
        body: (
          <ul>
            <li>You must be {MINIMUM_AGE} years of age or older to create an account or place an order.</li>
            <li>One account per person. Accounts may not be shared, sold or transferred.</li>
            <li>
              Keep your details accurate and your password secret; you are responsible for activity on your account.
            </li>
            <li>
              Farmers and kitchens who sign up as partners also agree to the partner terms we give them at onboarding.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Where we operate',
        body: (
          <p>
            Our service is available in {facts.serviceCities}. We may open or pause areas at any time; the app and
            website show whether we deliver to your address before you order.
          </p>
        ),
      },
      {
        heading: 'Orders',
        body: (
          <>
            <p>
              When you place an order you make an offer to buy from the kitchen or farm shown. The order is accepted
              when you receive a confirmation. Prices, menus and availability are set by our partners and may change.
            </p>
            <p>
              You may modify or cancel an order within {POLICY_WINDOWS.cancelOrModify} of placing it. After that the
              kitchen begins preparation, and a cancellation may not be refunded.
            </p>
          </>
        ),
      },
      {
        heading: 'Prices, fees and payment',
        body: (
          <>
            <p>
              Prices include the food and any applicable taxes. Delivery fees are shown before you pay: meal delivery
              costs {facts.mealDeliveryFee}, and grocery delivery starts {facts.groceryDeliveryFee}. Free delivery may
              apply above an order value or with a promo code.
            </p>
            {facts.markets.map((market) => (
              <p key={market.region}>
                {facts.markets.length > 1 ? `In ${market.country}, we accept ` : 'We accept '}
                {listInWords(market.paymentOptions)}. {market.upcomingPayments ?? ''} Payments are in {market.currency}.
              </p>
            ))}
          </>
        ),
      },
      {
        heading: 'Delivery',
        body: (
          <p>
            Delivery times are estimates. Our Delivery and Shipping Policy explains delivery hours, times, fees and what
            happens if you are not available to receive your order.
          </p>
        ),
      },
      {
        heading: 'Refunds',
        body: (
          <p>
            If something is wrong with your order, our Return and Refund Policy explains how to tell us and what we will
            do. Issues must be reported within {POLICY_WINDOWS.reportIssue}.
          </p>
        ),
      },
      {
        heading: 'Subscriptions',
        body: (
          <p>
            Grocery and meal-kit subscriptions renew weekly, bi-weekly or monthly, as you chose, and are charged before
            each delivery. You may pause, modify or cancel a subscription at any time before the cut-off shown in your
            account; changes after the cut-off apply from the following delivery.
          </p>
        ),
      },
      {
        heading: 'Promotions and loyalty rewards',
        body: (
          <p>
            Promo codes and loyalty points have no cash value, cannot be transferred and may carry their own conditions.
            We may end a promotion at any time, but we will honor points you have already earned for at least 90 days
            after telling you.
          </p>
        ),
      },
      {
        heading: 'Acceptable use',
        body: (
          <ul>
            <li>Treat kitchens, farmers, delivery partners and our staff with respect.</li>
            <li>Do not misuse the service, attempt to access other accounts, or interfere with its security.</li>
            <li>Do not post false reviews or misuse promotions, refunds or referral rewards.</li>
          </ul>
        ),
      },
      {
        heading: 'Allergies and dietary needs',
        body: (
          <p>
            Dishes list their main ingredients and common allergens as provided by our kitchens. Kitchens handle many
            ingredients, so we cannot guarantee that any dish is free of allergens. If you have a severe allergy,
            contact the kitchen through support before ordering.
          </p>
        ),
      },
      {
        heading: 'Suspension and termination',
        body: (
          <p>
            You may close your account at any time. We may suspend or close an account that breaks these terms, with
            notice where possible, and we will refund any amount owed for orders not delivered.
          </p>
        ),
      },
      {
        heading: 'Liability',
        body: (
          <p>
            We provide the service with reasonable care and skill. To the extent the law allows, our liability for any
            order is limited to the amount you paid for it, and we are not liable for indirect losses. Nothing in these
            terms limits rights you have under consumer protection law.
          </p>
        ),
      },
      {
        heading: 'Governing law',
        body: <p>These terms are governed by {facts.governingLaw}.</p>,
      },
      {
        heading: 'Changes and contact',
        body: (
          <p>
            We will post changes on this page with a new effective date and email you before significant changes take
            effect. Questions about these terms: <Addresses facts={facts} kind="legalEmail" />. Help with an order:{' '}
            <Addresses facts={facts} kind="supportEmail" />.
          </p>
        ),
      },
    ],
  };
}

export default function TermsOfServicePage() {
  return <LegalPage write={termsOfService} path="/terms-of-service" />;
}
