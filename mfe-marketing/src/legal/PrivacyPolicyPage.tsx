import { CHILDREN_PRIVACY_AGE, EFFECTIVE_DATES, MINIMUM_AGE } from '../business/businessFacts';
import { Addresses, LegalPage, type LegalDocument } from './LegalPage';
import type { LegalFacts } from './legalFacts';

const usRights = (
  <>
    <h3>Your rights in the United States</h3>
    <p>
      Depending on the state you live in (for example California, Colorado, Virginia or Texas), you may have the right
      to know what personal information we hold about you, to get a copy of it, to correct it, to delete it, and to opt
      out of targeted advertising. We do not sell your personal information. We will not treat you differently for using
      these rights. You may use an authorized agent, and we may need to confirm your identity before acting on a
      request.
    </p>
  </>
);

const ngRights = (
  <>
    <h3>Your rights in Nigeria</h3>
    <p>
      Under the Nigeria Data Protection Act 2023 you have the right to be told how your data is used, to access it, to
      have it corrected or erased, to receive it in a portable format, to object to processing, and to withdraw your
      consent at any time. If you are not satisfied with our answer, you may complain to the Nigeria Data Protection
      Commission.
    </p>
  </>
);

/** The Privacy Policy, written for one region or for all (effective July 1, 2025). */
export function privacyPolicy(facts: LegalFacts): LegalDocument {
  const inUs = facts.region !== 'ng';
  const inNg = facts.region !== 'us';
  return {
    title: 'Privacy Policy',
    effectiveDate: EFFECTIVE_DATES.privacy,
    intro: (
      <p>
        This Privacy Policy explains how {facts.entity} (&quot;FarmPlate&quot;, &quot;we&quot;, &quot;us&quot;)
        collects, uses and protects personal information when you use our websites, apps, ordering channels and partner
        dashboards. This version applies to {facts.appliesTo}. {facts.entityDescription}
      </p>
    ),
    sections: [
      {
        heading: 'Who we are',
        body: (
          <p>
            {facts.entity} {facts.markets.length > 1 ? 'are' : 'is'} responsible for your personal information.{' '}
            {facts.entityDescription} You can reach our privacy team at <Addresses facts={facts} kind="privacyEmail" />.
          </p>
        ),
      },
      {
        heading: 'Information we collect',
        body: (
          <>
            <p>We collect only what we need to feed you and to run the marketplace:</p>
            <ul>
              <li>
                <strong>Account details:</strong> your name, email address, phone number, password (stored only as a
                secure hash) and, for partners, your farm or kitchen name.
              </li>
              <li>
                <strong>Orders:</strong> what you ordered, from which kitchen or farm, delivery address and
                instructions, and the time of each step of delivery.
              </li>
              <li>
                <strong>Payments:</strong> the payment method you chose and the result of the payment. Card numbers are
                handled by our payment providers and never stored by FarmPlate.
              </li>
              <li>
                <strong>Messages:</strong> what you send through our contact form, newsletter and waitlist sign-ups, and
                your conversations with our support team.
              </li>
              <li>
                <strong>Device and usage data:</strong> your browser, device type, pages viewed and approximate location
                from your IP address, used to keep the service secure and working.
              </li>
              <li>
                <strong>Courier location:</strong> for delivery partners, the location of the device during an active
                delivery, so customers can follow their order.
              </li>
            </ul>
          </>
        ),
      },
      {
        heading: 'How we use your information',
        body: (
          <ul>
            <li>To take, prepare, deliver and support your orders in {facts.serviceCities}.</li>
            <li>To pay farmers, kitchens and delivery partners, and to forecast demand so less food is wasted.</li>
            <li>To answer your messages and send the emails you asked for, such as our newsletter.</li>
            <li>To prevent fraud, keep accounts secure and meet our legal obligations.</li>
            <li>To improve our menus, apps and service, using aggregated data wherever we can.</li>
          </ul>
        ),
      },
      {
        heading: 'Legal bases',
        body: (
          <p>
            We use your information to perform our contract with you (your orders and account), because of our
            legitimate interest in running a safe and useful marketplace, to comply with the law, and, for marketing
            emails, with your consent, which you can withdraw at any time with the unsubscribe link in every email.
          </p>
        ),
      },
      {
        heading: 'Sharing',
        body: (
          <>
            <p>We share personal information only as needed to serve you:</p>
            <ul>
              <li>With the kitchen or farm preparing your order: your name, order and delivery notes.</li>
              <li>With your delivery partner: your name, delivery address, phone number and instructions.</li>
              <li>With service providers who host our systems, process payments and send messages, under contract.</li>
              <li>
                With authorities when the law requires it, or to protect the safety of our customers and partners.
              </li>
            </ul>
            <p>We never sell your personal information.</p>
          </>
        ),
      },
      {
        heading: 'Cookies and local storage',
        body: (
          <p>
            Our website stores a few items in your browser: your sign-in session and your preferred region (United
            States or Nigeria), so we can show the right menus, prices and policies. We do not use third-party
            advertising cookies.
          </p>
        ),
      },
      {
        heading: 'How long we keep information',
        body: (
          <p>
            We keep account information while your account is open. Order and payment records are kept for up to seven
            years to meet tax and accounting rules. Contact messages are kept for two years, and newsletter sign-ups
            until you unsubscribe. Then we delete or anonymize the data.
          </p>
        ),
      },
      {
        heading: 'Security',
        body: (
          <p>
            Passwords are stored as strong one-way hashes, connections are encrypted, and staff access personal data
            only when their work requires it. No system is perfectly secure; if a breach affects you, we will tell you
            and the authorities as the law requires.
          </p>
        ),
      },
      {
        heading: 'Your rights',
        body: (
          <>
            <p>
              You can see and update most of your information in your account. For anything else, write to{' '}
              <Addresses facts={facts} kind="privacyEmail" />. We answer within 30 days.
            </p>
            {inUs && usRights}
            {inNg && ngRights}
          </>
        ),
      },
      {
        heading: 'International transfers',
        body: (
          <p>
            FarmPlate operates in the United States and Nigeria, and some of our service providers process data in other
            countries. When information moves between countries we protect it with contracts and safeguards that meet
            the law of the country it came from.
          </p>
        ),
      },
      {
        heading: "Children's privacy",
        body: (
          <p>
            You must be {MINIMUM_AGE} or older to create a FarmPlate account. We do not knowingly collect personal
            information from children under {CHILDREN_PRIVACY_AGE}. If you believe a child has given us personal
            information, contact us and we will delete it.
          </p>
        ),
      },
      {
        heading: 'Changes to this policy',
        body: (
          <p>
            We will post any change on this page with a new effective date, and tell you by email before a significant
            change takes effect.
          </p>
        ),
      },
      {
        heading: 'Contact us',
        body: (
          <p>
            Privacy questions: <Addresses facts={facts} kind="privacyEmail" />. Anything else:{' '}
            <Addresses facts={facts} kind="supportEmail" />.
          </p>
        ),
      },
    ],
  };
}

export default function PrivacyPolicyPage() {
  return <LegalPage write={privacyPolicy} path="/privacy-policy" />;
}
