import { EFFECTIVE_DATES, POLICY_WINDOWS } from '../business/businessFacts';
import { Addresses, LegalPage, type LegalDocument } from './LegalPage';
import type { LegalFacts } from './legalFacts';

/** The Return and Refund Policy, written for one region or for all (effective August 1, 2025). */
export function refundPolicy(facts: LegalFacts): LegalDocument {
  return {
    title: 'Return and Refund Policy',
    effectiveDate: EFFECTIVE_DATES.refunds,
    intro: (
      <p>
        We want every FarmPlate meal and grocery box to arrive exactly as you hoped. When it doesn&apos;t, this policy
        explains how {facts.entity} will put it right. It applies to {facts.appliesTo}.
      </p>
    ),
    sections: [
      {
        heading: 'Cancelling or changing an order',
        body: (
          <p>
            You can cancel or modify an order within {POLICY_WINDOWS.cancelOrModify} of placing it, for a full refund.
            After {POLICY_WINDOWS.cancelOrModify} the kitchen begins preparing your food, so the order can no longer be
            cancelled and refunds may be lost.
          </p>
        ),
      },
      {
        heading: 'Reporting a problem',
        body: (
          <>
            <p>
              If an item is missing, incorrect, damaged or not of the quality you expect, tell us within{' '}
              {POLICY_WINDOWS.reportIssue}. Use the Help button on the order, or write to{' '}
              <Addresses facts={facts} kind="supportEmail" /> with:
            </p>
            <ul>
              <li>your order number,</li>
              <li>which items are affected and what is wrong,</li>
              <li>a photo of the items and packaging, if you can.</li>
            </ul>
          </>
        ),
      },
      {
        heading: 'Prepared meals',
        body: (
          <p>
            For food safety, prepared meals cannot be returned. If a meal is wrong, missing or spoiled, we refund or
            credit the affected items once we have reviewed your report.
          </p>
        ),
      },
      {
        heading: 'Groceries and packaged goods',
        body: (
          <p>
            Fresh produce with a quality problem is refunded or replaced like a meal. Packaged goods can be returned
            within {POLICY_WINDOWS.returnSealedGoods} of delivery if they are still sealed and unopened; we collect them
            with your next delivery or arrange a pickup.
          </p>
        ),
      },
      {
        heading: 'How we review requests',
        body: (
          <p>
            Our support team reviews every refund request within {POLICY_WINDOWS.refundReview}, with the kitchen, farm
            and delivery partner involved, and tells you the outcome by email.
          </p>
        ),
      },
      {
        heading: 'Refunds and credits',
        body: (
          <>
            <p>When a request is approved you choose how to be paid back:</p>
            <ul>
              <li>
                <strong>Refund</strong> to your original payment method, which reaches you within{' '}
                {POLICY_WINDOWS.refundPayout}.
              </li>
              <li>
                <strong>FarmPlate credit</strong>, applied to your account within {POLICY_WINDOWS.creditApplied}, for
                your next order.
              </li>
            </ul>
            {facts.region !== 'us' && (
              <p>
                In Nigeria, orders paid with cash on delivery are refunded by bank transfer or as FarmPlate credit, as
                you prefer.
              </p>
            )}
          </>
        ),
      },
      {
        heading: 'Delivery fees',
        body: (
          <p>
            Delivery fees ({facts.mealDeliveryFee} for meals; {facts.groceryDeliveryFee} for groceries) are
            non-refundable, unless the delivery itself caused the problem, for example a very late delivery or items
            damaged in transit.
          </p>
        ),
      },
      {
        heading: 'Subscriptions',
        body: (
          <p>
            You can skip, pause or cancel a subscription before the cut-off shown in your account at no charge. A box
            that has already been packed follows the rules for groceries and packaged goods above.
          </p>
        ),
      },
      {
        heading: 'Contact us',
        body: (
          <p>
            Refund questions: <Addresses facts={facts} kind="supportEmail" />. We are here to help, and we read every
            message.
          </p>
        ),
      },
    ],
  };
}

export default function ReturnRefundPolicyPage() {
  return <LegalPage write={refundPolicy} path="/return-refund-policy" />;
}
