/** Every client route in one place (STYLE §5). */
export const paths = {
  home: '/',
  login: '/login',
  privacy: '/privacy',
  terms: '/terms',
  help: '/help',
  dashboard: '/dashboard',
  listings: '/listings',
  listing: (id: number | string) => `/listings/${id}`,
  optimizePicker: '/optimize',
  optimize: (id: number | string) => `/optimize/${id}`,
  faqPicker: '/faq-generator',
  faq: (id: number | string) => `/faq-generator/${id}`,
  enhancedContent: (id: number | string) => `/enhanced-content/${id}`,
  settings: '/settings',
} as const;
