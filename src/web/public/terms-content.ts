import type { LegalDocumentContent } from './legal-types.ts';
import { CREDIT_MEANING, PLANS, formatQuota } from '#core/plans/catalog';
import { TRIAL_DAYS } from '#core/plans/tiers';

/** The terms of service: 14 sections, with the trial, notice and minimum age terms. */
export const TERMS_OF_SERVICE: LegalDocumentContent = {
  updated: 'January 15, 2025',
  intro:
    'These Terms of Service govern your use of ListingPilot. Please read them carefully: by creating an account or using the service you agree to them.',
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      paragraphs: [
        'These terms form a binding agreement between you and ListingPilot. If you use ListingPilot on behalf of a company, you confirm that you are authorized to accept these terms for it, and "you" refers to that company. If you do not agree, do not use the service.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      paragraphs: [
        'You must be at least 18 years old and able to enter into a binding contract to use ListingPilot. The service is intended for businesses and professional sellers, not for consumer use.',
      ],
    },
    {
      id: 'account',
      title: 'Your Account',
      paragraphs: [
        'You are responsible for the accuracy of your registration details, for keeping your password confidential and for all activity under your account. Tell us immediately at support@listingpilot.app if you suspect unauthorized access.',
      ],
    },
    {
      id: 'service',
      title: 'The Service',
      paragraphs: [
        'ListingPilot imports your Amazon listings, scores their health, rewrites titles, bullet points and descriptions with AI in the language you choose, generates FAQs from customer reviews and drafts Enhanced Brand Content. Some features, including the Enhanced Content Creator, are offered as beta features and may change or be withdrawn.',
        "We work to keep the service available around the clock but do not guarantee uninterrupted access, in particular during maintenance or when Amazon's APIs are unavailable.",
      ],
    },
    {
      id: 'amazon',
      title: 'Amazon Seller Central Connection',
      paragraphs: [
        "To import and update listings you authorize ListingPilot through Amazon's official Selling Partner API. This access lets us read listings, catalog data and review topics; it does not allow us to access payments, change account settings or make purchases.",
        "Changes are applied to your seller account only after you approve them in ListingPilot. You remain responsible for your listings and for complying with Amazon's policies, and you can revoke our access at any time in Seller Central. ListingPilot is not affiliated with or endorsed by Amazon.",
      ],
    },
    {
      id: 'subscriptions',
      title: 'Subscriptions and Credits',
      paragraphs: ['ListingPilot is offered in subscription tiers, each with a monthly allowance of optimization credits:'],
      // From the plan catalogue, so the terms quote the prices and quotas the app charges and enforces.
      list: PLANS.map((plan) =>
        plan.price === 'Custom'
          ? `${plan.name}: custom pricing agreed with our sales team, ${formatQuota(plan.listingsQuota).toLowerCase()}.`
          : `${plan.name}: ${plan.price.replace('/mo', '')} per month, ${formatQuota(plan.listingsQuota)}.`,
      ),
      after: [
        `${CREDIT_MEANING} Credits reset at the start of each monthly billing period and unused credits do not roll over. Features included in each tier are described on the Settings page and may be improved over time.`,
      ],
    },
    {
      id: 'trial',
      title: 'Free Trial',
      paragraphs: [
        `New paid subscriptions include a ${TRIAL_DAYS.pro}-day free trial. No credit card is required to start. If you do not choose a paid plan by the end of the trial, your account continues on the Free tier and nothing is charged. One trial is available per seller.`,
      ],
    },
    {
      id: 'fees',
      title: 'Fees, Billing and Price Changes',
      paragraphs: [
        'Paid plans are billed monthly in advance. Fees are exclusive of taxes, which we add where required. Upgrades take effect immediately.',
        'We may change our prices. We will give you at least 30 days notice by email before a pricing change affects your subscription, and you may cancel before the new price applies.',
      ],
    },
    {
      id: 'cancellation',
      title: 'Cancellation and Termination',
      paragraphs: [
        'You can cancel anytime by switching to the Free plan in Settings or by contacting support; paid features stay active until the end of the current billing period and the plan is not renewed. You may also delete your account, which removes your listings, Amazon tokens, reviews, FAQs and drafts as described in our Privacy Policy.',
        'We may suspend or terminate accounts that breach these terms, create risk for other users or for Amazon, or fail to pay fees, with notice where reasonably possible.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable Use',
      paragraphs: ['When using ListingPilot you agree not to:'],
      list: [
        "Publish content that is false, misleading, infringing or that breaks Amazon's listing or review policies.",
        'Use the service to manipulate reviews, impersonate other brands or sell prohibited products.',
        'Probe, scan or disrupt the service, or access it through automated means other than documented APIs.',
        'Resell or share access to your account outside your organization.',
      ],
    },
    {
      id: 'content',
      title: 'Your Content and AI Output',
      paragraphs: [
        'You keep all rights to the listing data and content you bring to ListingPilot and to the output generated for you. You grant us a limited licence to process that content only to provide the service.',
        'AI-generated suggestions can be inaccurate. You are responsible for reviewing every change before approving it, and for the claims made in your listings.',
      ],
    },
    {
      id: 'ip',
      title: 'Intellectual Property',
      paragraphs: [
        'ListingPilot, its software, design and documentation are owned by us and protected by intellectual property laws. We grant you a non-exclusive, non-transferable right to use the service during your subscription. Feedback you give us may be used to improve the service without obligation to you.',
      ],
    },
    {
      id: 'liability',
      title: 'Disclaimers and Limitation of Liability',
      paragraphs: [
        'The service is provided "as is". We do not promise any particular sales result, ranking or approval by Amazon. To the fullest extent permitted by law, ListingPilot is not liable for indirect or consequential losses, including lost profits or suspended listings, and our total liability is limited to the fees you paid us in the 12 months before the claim.',
      ],
    },
    {
      id: 'general',
      title: 'Changes, Governing Law and Contact',
      paragraphs: [
        'We may update these terms. We will notify you of material changes by email or in the app at least 30 days before they take effect; continuing to use ListingPilot after that means you accept the new terms.',
        'These terms are governed by the laws of the State of Delaware, USA, without regard to conflict-of-law rules. Questions? Contact legal@listingpilot.app or support@listingpilot.app.',
      ],
    },
  ],
};
