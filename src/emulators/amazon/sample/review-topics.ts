/**
 * Seeded Customer Feedback data. Amazon only returns aggregated topics with at most three short
 * snippets each (Customer Feedback returns no raw reviews), so the sample is a topic catalogue per category; mention counts and
 * percentages are derived per ASIN from a seeded PRNG, so the same ASIN always gets the same numbers.
 */
import { createPrng, hashString } from '#core/prng';

type TopicSeed = { topic: string; snippets: string[]; subtopics: { subtopic: string; snippets: string[] }[] };
type CategoryTopics = { positive: TopicSeed[]; negative: TopicSeed[] };

const t = (topic: string, snippets: string[], subtopics: [string, string[]][] = []): TopicSeed => ({
  topic,
  snippets,
  subtopics: subtopics.map(([subtopic, s]) => ({ subtopic, snippets: s })),
});

export const CATEGORY_TOPICS: Record<string, CategoryTopics> = {
  kitchen: {
    positive: [
      t(
        'Temperature retention',
        [
          'Coffee was still hot after my whole commute.',
          'Ice lasted into the next morning.',
          'Keeps drinks cold all day at the beach.',
        ],
        [
          ['Keeps hot', ['Still steaming after three hours.']],
          ['Keeps cold', ['Ice cubes still there at dinner.']],
        ],
      ),
      t(
        'Easy to clean',
        ['Goes straight in the dishwasher, no issues.', 'Rinses clean in seconds.'],
        [['Dishwasher safe', ['Survived dozens of dishwasher runs.']]],
      ),
      t('Sturdy build quality', ['Feels solid and well made.', 'Dropped it on concrete and it only scuffed.']),
      t('Attractive design', ['The colour is even nicer in person.', 'Looks great on the counter.']),
    ],
    negative: [
      t(
        'Lid leaks',
        ['The lid leaked in my bag.', 'Not spill proof if tipped over.', 'Drips from the slider.'],
        [['Slider lid', ['The slider pops open too easily.']]],
      ),
      t('Difficult to clean', ['Gunk builds up under the gasket.', 'Hard to reach the bottom without a brush.']),
      t('Paint chips', ['Powder coat chipped after a month.', 'Finish scratched in the dishwasher.']),
    ],
  },
  'electronics accessories': {
    positive: [
      t(
        'Sound quality',
        ['Clear highs and deep bass.', 'Voices in games are crisp.', 'Best sound I have had at this price.'],
        [
          ['Bass', ['Bass is punchy without being muddy.']],
          ['Microphone', ['Teammates say I sound clear.']],
        ],
      ),
      t('Comfortable fit', ['Can wear it for hours without pressure.', 'Ear cushions are soft and do not get too warm.']),
      t(
        'Battery life',
        ['Battery lasts all week for me.', 'Easily gets through a long gaming session.'],
        [['Charging speed', ['Charges fully in about two hours.']]],
      ),
      t('Easy setup', ['Plug and play on my PC.', 'Paired in seconds.']),
    ],
    negative: [
      t('Battery drains fast', [
        'Battery life dropped after a few months.',
        'Dies halfway through the day.',
        'Does not hold a charge like it used to.',
      ]),
      t(
        'Compatibility issues',
        ['Does not work with my Xbox.', 'Mic not recognised on Mac.', 'Not compatible with my older laptop.'],
        [['Console compatibility', ['Only works on PlayStation, not Switch.']]],
      ),
      t('Connection drops', ['Wireless cuts out in the next room.', 'Random disconnects during calls.']),
      t('Durability', ['Headband cracked after six months.', 'Cable frayed near the connector.']),
    ],
  },
  outdoor: {
    positive: [
      t('Brightness', ['Lights up the whole campsite.', 'Incredibly bright underwater.']),
      t(
        'Durability',
        ['Survived a season of heavy use.', 'Tough enough for rocky trails.'],
        [['Waterproofing', ['Stayed dry in a downpour.']]],
      ),
      t('Easy to use', ['Set up in minutes.', 'Simple controls, even with gloves.']),
    ],
    negative: [
      t('Battery life', ['Battery runs out faster than advertised.', 'Only lasted one night on high.']),
      t('Leaks', ['Water got in after a week.', 'Seal started leaking on the second dive.']),
      t('Instructions unclear', ['The manual was confusing.', 'Had to watch a video to figure it out.']),
    ],
  },
  pet: {
    positive: [
      t('Pet loves it', ['My dog uses it every day.', 'Our cat took to it immediately.', 'Both dogs fight over it.']),
      t('Easy to clean', ['Wipes clean in seconds.', 'Cover goes in the washing machine.']),
      t('Sturdy', ['Does not slide around the floor.', 'Heavy enough that the puppy cannot tip it.']),
    ],
    negative: [
      t(
        'Size runs small',
        ['Too small for a 30 kg dog.', 'Order a size up.', 'Smaller than the photos suggest.'],
        [['Fit for large breeds', ['My Labrador barely fits.']]],
      ),
      t('Chewed easily', ['Chewed through in a day.', 'Not for heavy chewers.']),
      t('Odor', ['Strong plastic smell out of the box.']),
    ],
  },
  home: {
    positive: [
      t('Easy to install', ['Took five minutes to set up.', 'Mounted without any tools.']),
      t('Looks great', ['Looks great in the living room.', 'Colours are vibrant.']),
      t('Works as described', ['Does exactly what it says.', 'Sensor readings are accurate.']),
    ],
    negative: [
      t('Connectivity problems', ['Keeps dropping off the hub.', 'App loses the device.']),
      t('Arrived damaged', ['Frame was cracked on arrival.', 'Packaging was crushed.']),
      t('Material quality', ['Canvas feels thin.', 'Plastic feels cheap.']),
    ],
  },
  toys: {
    positive: [
      t('Kids love it', ['My kids play with it every day.', 'Big hit at the birthday party.']),
      t('Educational value', ['Great for learning days of the week.', 'Helped my son with counting.']),
      t('Good quality', ['Thick, sturdy pieces.', 'Colours did not fade.']),
    ],
    negative: [
      t('Missing pieces', ['Two pieces were missing.', 'Arrived with fewer balloons than listed.']),
      t('Flimsy', ['Pops easily.', 'Pocket tore within a week.']),
    ],
  },
  beauty: {
    positive: [
      t('Pleasant scent', ['Smells amazing, not overpowering.', 'Lovely natural fragrance.']),
      t(
        'Moisturizing',
        ['My dry skin feels soft all day.', 'Hair feels hydrated, not greasy.'],
        [['Dry skin', ['Fixed my winter dry patches.']]],
      ),
      t('Eco-friendly packaging', ['Love that there is no plastic.', 'Packaging is compostable.']),
      t('Long lasting', ['One bar lasts me two months.', 'A little goes a long way.']),
    ],
    negative: [
      t('Melts quickly', ['Turns mushy if left in the shower.', 'Dissolves fast in a wet soap dish.']),
      t('Dries out hair', ['Left my hair feeling like straw.', 'Made my scalp itchy.']),
      t('Expensive', ['Pricey for the size.', 'Costs more than bottled shampoo.']),
    ],
  },
  sports: {
    positive: [
      t(
        'Comfortable fit',
        ['Fits snugly without bouncing.', 'Comfortable for long runs.'],
        [['True to size', ['Ordered my usual size and it fits perfectly.']]],
      ),
      t('Breathable material', ['Stays cool on hot days.', 'Mesh dries quickly.']),
      t('Good value', ['Great price for a 10 pack.', 'Worth every penny.']),
    ],
    negative: [
      t(
        'Size runs small',
        ['Runs small, size up.', 'Too tight around the chest.', 'Band was too short for my wrist.'],
        [['Fit', ['Not adjustable enough.']]],
      ),
      t('Material wears out', ['Strap broke after two weeks.', 'Fabric started pilling.']),
      t('Uncomfortable', ['Filter makes it hard to breathe.', 'Rubs behind the ears.']),
    ],
  },
};

export type SeededTopic = {
  topic: string;
  mentions: number;
  occurrence: number;
  starRatingImpact: number;
  snippets: string[];
  subtopics: { subtopic: string; mentions: number; occurrence: number; snippets: string[] }[];
};

/** Topics for one ASIN, or null when the category has no feedback data. */
export function buildReviewTopics(asin: string, category: string): { positive: SeededTopic[]; negative: SeededTopic[] } | null {
  const catalogue = CATEGORY_TOPICS[category];
  if (!catalogue) return null;
  const rand = createPrng(hashString(asin));
  const reviews = 80 + Math.floor(rand() * 900);
  const make = (seed: TopicSeed, sign: 1 | -1): SeededTopic => {
    const occurrence = Math.round((3 + rand() * 30) * 10) / 10;
    const mentions = Math.max(1, Math.round((reviews * occurrence) / 100));
    return {
      topic: seed.topic,
      mentions,
      occurrence,
      starRatingImpact: Math.round(sign * (0.02 + rand() * 0.4) * 100) / 100,
      snippets: seed.snippets.slice(0, 3),
      subtopics: seed.subtopics.slice(0, 5).map((s) => {
        const subOcc = Math.round(occurrence * (0.2 + rand() * 0.5) * 10) / 10;
        return {
          subtopic: s.subtopic,
          mentions: Math.max(1, Math.round((reviews * subOcc) / 100)),
          occurrence: subOcc,
          snippets: s.snippets.slice(0, 3),
        };
      }),
    };
  };
  return { positive: catalogue.positive.map((s) => make(s, 1)), negative: catalogue.negative.map((s) => make(s, -1)) };
}
