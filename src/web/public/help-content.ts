/** Help centre copy. */
export const QUICK_START_STEPS: readonly { title: string; description: string }[] = [
  {
    title: 'Create your account',
    description: 'Sign up with a username and password or continue with Google. No credit card required.',
  },
  {
    title: 'Connect Amazon Seller Central',
    description: 'Press Connect Amazon on the dashboard and approve access on Amazon’s consent page.',
  },
  {
    title: 'Import your listings',
    description: 'Your catalogue syncs automatically; use Sync from Amazon on My Listings to refresh it.',
  },
  {
    title: 'Review health scores',
    description: 'Start with listings scored below 60: the issues list tells you what is holding them back.',
  },
  {
    title: 'Optimize and publish',
    description: 'Press Optimize Now, edit the AI draft, then Save to Amazon once you are happy with it.',
  },
];

export const VIDEO_TUTORIALS: readonly { title: string; minutes: number }[] = [
  { title: 'ListingPilot in 3 minutes', minutes: 3 },
  { title: 'Connecting your Seller Central account', minutes: 5 },
  { title: 'Optimizing your first listing', minutes: 7 },
  { title: 'FAQs and A+ content deep dive', minutes: 10 },
];

export type Guide = { title: string; description: string; steps: string[] };

export const GUIDES: readonly Guide[] = [
  {
    title: 'Getting Started',
    description: 'From sign-up to your first published improvement.',
    steps: [
      'Create your ListingPilot account and confirm your email address.',
      'Connect Amazon Seller Central from the dashboard using the official Amazon authorization flow.',
      'Wait for the first sync to finish; large catalogues may take a few minutes.',
      'Open My Listings and sort by health score to find the weakest listings.',
      'Optimize one listing end to end and save it to Amazon to see the full workflow.',
    ],
  },
  {
    title: 'Optimization Best Practices',
    description: 'Get the most out of every AI rewrite.',
    steps: [
      'Fix error-level issues first: they are the ones most likely to suppress a listing.',
      'Keep titles under 200 characters and lead with brand and product type.',
      'Write five bullet points, each starting with the benefit, followed by the supporting detail.',
      'Choose the marketplace language before optimizing instead of translating afterwards.',
      'Review every draft for accuracy: only claim what you can substantiate.',
    ],
  },
  {
    title: 'Enhanced Brand Content',
    description: 'Create A+ content that tells your brand story.',
    steps: [
      'Make sure your brand is enrolled in Amazon Brand Registry.',
      'Open the Enhanced Content Creator from a listing and pick a content focus.',
      'Choose a template and set the creativity level to match your brand voice.',
      'Generate the modules and edit the headline, image text and comparison blocks.',
      'Publish to Amazon and allow up to 7 days for Amazon to review the content.',
    ],
  },
];

export const HELP_FAQS: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I connect my Amazon Seller Central account?',
    answer:
      'Sign in, open the dashboard and press Connect Amazon Account. You are taken to Amazon, where you sign in to Seller Central and approve ListingPilot. Amazon then sends you back to the dashboard, your account shows as Connected and your listings start importing.',
  },
  {
    question: 'What data does ListingPilot access?',
    answer:
      "Through Amazon's official Selling Partner API we read your listings (titles, bullet points, descriptions, images, ASINs), catalog data and customer review topics. We never access payments or account settings and we cannot make purchases.",
  },
  {
    question: 'How does the AI optimization work?',
    answer:
      'ListingPilot first scores your listing against Amazon style rules and common conversion issues. When you press Optimize Now, the listing and its issues are sent to a large language model that rewrites the title, bullet points and description in the language you chose, within Amazon limits such as the 200-character title.',
  },
  {
    question: 'Can I review changes before they are applied?',
    answer:
      'Yes. Nothing is changed on Amazon until you approve it. The AI draft appears in editable fields; you can change any word, and the listing on Amazon is only updated when you press Save to Amazon.',
  },
  {
    question: 'How often should I optimize my listings?',
    answer:
      'Review your listings monthly and after major events such as new reviews, a new competitor or a seasonal peak. Re-optimize any listing whose health score drops below 60 or whose reviews raise new questions.',
  },
  {
    question: 'Is my data secure?',
    answer:
      'Yes. All traffic is encrypted with TLS, Amazon refresh tokens are encrypted at rest, passwords are stored as salted hashes, and you can revoke access from Seller Central at any time. Deleting your account deletes your listings, tokens, reviews, FAQs and drafts.',
  },
];

export const SYSTEM_STATUS: readonly string[] = ['Web application', 'Amazon sync', 'AI optimization', 'FAQ generator', 'API'];
