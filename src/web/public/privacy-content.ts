import type { LegalDocumentContent } from './legal-types.ts';

/** The privacy policy: 12 sections, with the data retention periods. */
export const PRIVACY_POLICY: LegalDocumentContent = {
  updated: 'January 15, 2025',
  intro:
    'This Privacy Policy explains what information ListingPilot collects when you use our website and listing optimization service, how we use it, and the choices you have. We collect only what we need to run the service, and we never sell your data.',
  sections: [
    {
      id: 'introduction',
      title: 'Who We Are',
      paragraphs: [
        'ListingPilot ("ListingPilot", "we", "us") provides a web application that helps Amazon sellers analyze the health of their product listings, rewrite them with AI, generate FAQs from customer reviews and draft Enhanced Brand Content (A+ content).',
        'We act as the data controller for your account information and as a processor for the seller data you ask us to work on. This policy applies to the ListingPilot website, the web application and any related support channels.',
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      paragraphs: ['We collect the following categories of information:'],
      list: [
        'Account information: your username, email address and a salted hash of your password. If you sign in with Google, we receive your name, email address and profile picture URL, never your Google password.',
        'Seller data: listing and catalog information we read from your Amazon Seller Central account once you connect it (see the next section).',
        'Content you create: optimized titles, bullet points and descriptions, generated FAQs, A+ content drafts and any custom instructions you enter.',
        'Usage information: which features you use, the number of optimization credits consumed, device and browser type, and timestamps, collected to operate, secure and improve the service.',
        'Support communications: messages you send us by email, live chat or the Contact Sales form.',
      ],
    },
    {
      id: 'amazon-data',
      title: 'Amazon Seller Central Data',
      paragraphs: [
        "ListingPilot connects to Seller Central only through Amazon's official Selling Partner API (SP-API) and only after you authorize the connection on Amazon's own consent page. With that authorization we read:",
      ],
      list: [
        'Your product listings: titles, bullet points, descriptions, images, ASINs, SKUs and listing status.',
        'Catalog data for those products, such as brand, product type and marketplace.',
        'Review topics and customer review text used to generate FAQs and highlight common questions.',
      ],
      after: [
        'We never access payment information, bank details, payouts or account settings, and ListingPilot cannot make purchases on your behalf. Changes to your seller account are applied only after you review and approve them in ListingPilot, for example when you press Save to Amazon. You can revoke our access at any time from the Apps and Services page in Seller Central.',
      ],
    },
    {
      id: 'how-we-use',
      title: 'How We Use Your Information',
      paragraphs: ['We use the information we collect to:'],
      list: [
        'Provide the service: import listings, calculate health scores, generate rewrites, FAQs and A+ content, and publish approved changes to Amazon.',
        'Manage your account, subscription tier and monthly credit usage.',
        'Keep the service secure, detect abuse and prevent fraud.',
        'Answer support requests and send essential service messages such as security notices and changes to pricing or these terms.',
        'Understand, in aggregate, how features are used so we can improve them.',
      ],
      after: [
        'We process your information to perform our contract with you, to comply with legal obligations, and for our legitimate interests in running a secure and reliable service. Where the law requires consent, for example for optional marketing emails, we ask for it and you may withdraw it at any time.',
      ],
    },
    {
      id: 'ai-processing',
      title: 'AI Processing',
      paragraphs: [
        'When you ask ListingPilot to optimize a listing or generate FAQs, the relevant listing text, review excerpts and your instructions are sent to the AI model provider that powers that feature. We send only the content needed for the request.',
        'Our agreements with AI providers prohibit them from using your content to train their models. AI output can contain mistakes, which is why nothing is published to Amazon until you have reviewed and approved it.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Local Storage',
      paragraphs: [
        'ListingPilot uses a small number of strictly necessary browser storage items: a session token that keeps you signed in, your light or dark theme preference and whether the sidebar is pinned. We do not use advertising cookies or third-party tracking pixels.',
        "If you sign in with Google, Google may set its own cookies during the sign-in popup, governed by Google's privacy policy.",
      ],
    },
    {
      id: 'sharing',
      title: 'Sharing and Disclosure',
      paragraphs: ['We do not sell or rent your personal information. We share information only in these cases:'],
      list: [
        'With Amazon, when you approve a change and we submit it to your seller account through the SP-API.',
        'With service providers that host our infrastructure, process payments, deliver email or run AI models, under contracts that limit their use of the data to providing services to us.',
        'When required by law, or to protect the rights, property or safety of ListingPilot, our users or the public.',
        'In connection with a merger, acquisition or sale of assets, in which case we will notify you before your information becomes subject to a different privacy policy.',
      ],
    },
    {
      id: 'security',
      title: 'Data Security',
      paragraphs: [
        'All traffic between your browser, our servers and Amazon is encrypted in transit with TLS. Amazon refresh tokens, the credentials that let us call the SP-API on your behalf, are encrypted at rest and are never shown in the application or written to logs. Passwords are stored only as salted, memory-hard hashes.',
        'Access to production systems is limited to staff who need it, protected by strong authentication and logged. No method of transmission or storage is perfectly secure, but we review our safeguards regularly and will notify you without undue delay if a breach affects your data.',
      ],
    },
    {
      id: 'retention',
      title: 'Data Retention',
      paragraphs: ['We keep information only as long as we need it:'],
      list: [
        'Account information and seller data are kept while your account is active.',
        'Usage analytics are kept for up to 2 years and then deleted or aggregated so they no longer identify you.',
        'Support communications are kept for up to 3 years so we can follow up on recurring issues.',
        'Billing records are kept for as long as tax and accounting laws require.',
      ],
      after: [
        'When you delete your account, we delete your imported listings, Amazon tokens, review data, generated FAQs and content drafts from our active systems. Residual copies in encrypted backups are overwritten within 30 days.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights and Choices',
      paragraphs: [
        'Depending on where you live, you may have the right to access, correct, export or delete your personal information, to object to or restrict certain processing, and to lodge a complaint with your data protection authority.',
        'You can view and update most of your information in Settings, disconnect Amazon at any time in Seller Central, and ask us to delete your account by emailing privacy@listingpilot.app. We respond to verified requests within 30 days.',
      ],
    },
    {
      id: 'age',
      title: "Children's Privacy",
      paragraphs: [
        'ListingPilot is a business tool intended for people who are at least 18 years old. We do not knowingly collect information from anyone under 18. If you believe a minor has created an account, contact us and we will delete it.',
      ],
    },
    {
      id: 'changes-contact',
      title: 'Changes to This Policy and Contact',
      paragraphs: [
        'We may update this policy as the service evolves. If a change materially affects how we handle your information, we will notify you by email or in the app before it takes effect. The date at the top of this page shows when it was last revised.',
        'Questions about privacy? Email privacy@listingpilot.app or write to our support team at support@listingpilot.app; we reply within 24 hours on business days.',
      ],
    },
  ],
};
