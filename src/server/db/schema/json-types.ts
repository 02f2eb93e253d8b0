/** Shapes stored in jsonb columns; kept structural so the db layer does not import feature code. */
export type HealthIssueRow = {
  ruleId: string;
  field: string;
  severity: 'error' | 'warning' | 'info';
  description: string;
  fix: string;
  source: string;
  gain: number;
  match?: string;
};

export type AmazonIssueRow = { code: string; message: string; severity: string; attributeNames?: string[]; enforcement?: string };

export type FaqItemRow = { question: string; answer: string; topic?: string; support: number; quotes: string[] };

export type AplusModuleRow = {
  type: 'header' | 'image_text' | 'comparison' | 'testimonial';
  title: string;
  content: string;
  imageUrl?: string;
  imageAlt?: string;
  items?: { text: string; icon: string }[];
};
