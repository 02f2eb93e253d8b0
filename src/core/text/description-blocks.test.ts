import { describe, expect, it } from 'vitest';
import { descriptionBlocks, descriptionSentences } from './description-blocks.ts';

const DIVING_LIGHT =
  '<b>Specifications:</b><br>Dimensions: 7.56in/19.2cm x 1.69in/4.3cm<br>Bulb: CREE XPL<br>Battery: 2 x 18650 3000mAh (Included)<br>' +
  '<b>How to clean</b><br>1. Turn on the light<br>2. Clean the lens with a cloth.<br><p>Max running time reaches 1.5 hours on high. Great for diving!</p>';

describe('descriptionBlocks', () => {
  it('reads a bold line as a heading and the lines after it as its lines', () => {
    expect(descriptionBlocks(DIVING_LIGHT)[0]).toEqual({
      heading: 'Specifications',
      lines: ['Dimensions: 7.56in/19.2cm x 1.69in/4.3cm', 'Bulb: CREE XPL', 'Battery: 2 x 18650 3000mAh (Included)'],
    });
  });
});

describe('descriptionSentences', () => {
  it('leads the lines with their heading, joins fragments, keeps list numbers and never prints "Heading:."', () => {
    expect(descriptionSentences(DIVING_LIGHT)).toEqual([
      'Specifications: Dimensions: 7.56in/19.2cm x 1.69in/4.3cm; Bulb: CREE XPL; Battery: 2 x 18650 3000mAh (Included).',
      'How to clean: 1. Turn on the light.',
      '2. Clean the lens with a cloth.',
      'Max running time reaches 1.5 hours on high.',
      'Great for diving!',
    ]);
  });

  it('lets a sentence ending in a colon (ASCII or full-width) open the lines after it', () => {
    expect(descriptionSentences('Great kit. Package includes：<br>78 balloon<br>2 x ribbon<br>')).toEqual([
      'Great kit.',
      'Package includes: 78 balloon; 2 x ribbon.',
    ]);
  });

  it('drops a heading with no lines instead of printing it alone', () => {
    expect(descriptionSentences('<b>Notes:</b><br><br><b>Size:</b><br>12 in')).toEqual(['Size: 12 in.']);
  });
});
