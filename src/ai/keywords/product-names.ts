import { stemmedWords } from '#core/keywords/index';

/**
 * Other names shoppers search for the same kind of product: synonyms and the wider category
 * ("sneaker": shoes, trainers). Amazon's guidance for backend search terms asks for exactly these,
 * words a shopper types that the title and bullets do not carry. Each entry names the item itself,
 * never a feature or a claim, so a listing whose title names the product states all of them.
 * Keys are matched against the title's words (singular and plural alike), longest key first.
 */
const PRODUCT_NAMES: Readonly<Record<string, readonly string[]>> = {
  sneaker: ['shoes', 'trainers', 'footwear'],
  'dance shoe': ['dancing', 'footwear'],
  'ballet shoe': ['ballet', 'dance', 'slippers'],
  'ballet slipper': ['ballet', 'dance', 'shoes'],
  pirouette: ['dance', 'shoes', 'footwear'],
  shoe: ['footwear'],
  boot: ['shoes', 'footwear'],
  sandal: ['shoes', 'footwear'],
  slipper: ['house', 'shoes', 'footwear'],
  tee: ['t-shirt', 'shirt', 'top'],
  't-shirt': ['tee', 'shirt', 'top'],
  shirt: ['top', 'tee'],
  cardigan: ['sweater', 'knitwear', 'top'],
  sweater: ['jumper', 'pullover', 'knitwear'],
  hoodie: ['sweatshirt', 'pullover'],
  sweatpant: ['joggers', 'pants', 'trousers', 'loungewear'],
  jogger: ['sweatpants', 'trousers', 'loungewear'],
  jean: ['denim', 'pants', 'trousers'],
  dress: ['outfit', 'frock'],
  costume: ['outfit', 'dress-up', 'cosplay'],
  onesie: ['pajamas', 'jumpsuit', 'sleepwear'],
  hat: ['cap', 'headwear'],
  beanie: ['hat', 'headwear'],
  mask: ['face', 'cover'],
  sock: ['hosiery'],
  tumbler: ['cup', 'mug', 'travel'],
  bottle: ['flask', 'drinkware'],
  mug: ['cup', 'drinkware'],
  lid: ['cover', 'cap'],
  balloon: ['party', 'decorations', 'decor', 'supplies'],
  bow: ['ribbon', 'decorations'],
  'bulletin board': ['classroom', 'decor', 'display'],
  centerpiece: ['party', 'decorations', 'decor'],
  'cake topper': ['cake', 'decorations'],
  'table topper': ['decorations', 'decor'],
  'photo booth': ['photobooth', 'selfie'],
  'dive light': ['diving', 'flashlight', 'torch', 'scuba', 'underwater'],
  flashlight: ['torch', 'lamp'],
  headset: ['headphones', 'earphones'],
  headphone: ['headset', 'earphones'],
  case: ['cover', 'protector'],
  'laptop sleeve': ['case', 'cover', 'bag'],
  // The device's own other names, which its sleeves and cases are searched by too ("laptop sleeve").
  macbook: ['laptop', 'notebook'],
  vise: ['vice', 'clamp'],
  'drill press': ['drilling', 'machine', 'benchtop'],
  'arbor press': ['shop', 'press'],
  rifle: ['airgun', 'gun'],
  'bb gun': ['airgun', 'rifle'],
  chair: ['seat', 'seating', 'furniture'],
  desk: ['table', 'workstation', 'furniture'],
  'pub table': ['bar', 'bistro', 'furniture'],
  'card table': ['game', 'poker', 'foldable'],
  'dining set': ['dinette', 'kitchen', 'furniture'],
  sofa: ['couch', 'settee'],
  couch: ['sofa', 'settee'],
  lamp: ['light', 'lighting'],
  rug: ['carpet', 'mat'],
  pillow: ['cushion'],
  blanket: ['throw'],
  paint: ['coating', 'finish'],
  'marine paint': ['boat', 'coating', 'finish'],
  'topside paint': ['boat', 'hull', 'coating', 'finish'],
  primer: ['undercoat', 'coating'],
  sealer: ['sealant', 'coating'],
  adhesive: ['glue'],
  cream: ['lotion', 'moisturizer'],
  lotion: ['cream', 'moisturizer'],
  backpack: ['bag', 'rucksack', 'daypack'],
  'hydration pack': ['backpack', 'water', 'bladder'],
  vest: ['gilet'],
  'filter pump': ['pool', 'filtration'],
  manifold: ['plumbing', 'distribution'],
  'backflow preventer': ['valve', 'plumbing'],
  cable: ['cord', 'wire'],
  charger: ['adapter', 'power'],
  sensor: ['detector'],
  shrub: ['plant', 'bush', 'garden'],
  glasses: ['eyewear', 'spectacles'],
  goggles: ['eyewear'],
  respirator: ['mask', 'face'],
  kit: ['set'],
  'cleansing drink': ['detox', 'beverage'],
  book: ['reading'],
  // A title that names its author, or its cut of a film, names the kind of work.
  author: ['book'],
  'theatrical version': ['movie', 'film'],
  episode: ['series', 'show'],
  // A track's remaster, as streaming catalogues title it ("This World Over (2001 Remaster)").
  remaster: ['music', 'song', 'album'],
  // What an app for a service does, in the words shoppers search apps by.
  spotify: ['music', 'streaming'],
  playlist: ['music', 'songs'],
};

const KEYS = Object.keys(PRODUCT_NAMES).sort((a, b) => b.length - a.length);

/**
 * The kind of product a product type stands for, in a shopper's words, where the type's own name
 * does not say it (media types) or names no kind at all (PRODUCT). Any other type's words are its
 * name ("DRINKING_CUP": drinking cup). The names then take their other names from PRODUCT_NAMES.
 */
const TYPE_NAMES: Readonly<Record<string, readonly string[]>> = {
  ABIS_BOOK: ['book'],
  BOOK: ['book'],
  AUDIOBOOK: ['audiobook', 'audio', 'book'],
  ABIS_MUSIC: ['music', 'album'],
  MUSIC: ['music', 'album'],
  ABIS_DVD: ['movie', 'film', 'dvd'],
  DVD: ['movie', 'film', 'dvd'],
  ABIS_VIDEO: ['movie', 'film', 'video'],
  VIDEO: ['movie', 'film', 'video'],
  PRODUCT: [],
};

/**
 * Kinds a title states by its form rather than by a name: Amazon's US shoe sizes ("Medium/6-7.5 M
 * US", "9 D(M) US") and a book's author with its publication date ("by Liane Moriarty
 * (2014-07-29)"). The kind then takes its other names from PRODUCT_NAMES.
 */
const TITLE_KINDS: readonly (readonly [RegExp, string])[] = [
  [/\d(?:\.5)?\s*(?:[A-E]{1,2}\s*\(M\)|[MWBD])\s+US\b/, 'shoe'],
  [/\bby\s+\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*)+\s+\(\d{4}-\d{2}-\d{2}\)/u, 'book'],
];

/**
 * A model number or size between the words of a name ("Dive 1200 S/F Light", "Table with 4
 * Chairs") keeps them apart in the title, not in what the product is called.
 */
const CODE = /(?<=^|[\s()[\],;])(?:[^\s()[\],;]*\d[^\s()[\],;]*|\p{L}{1,2}\/\p{L}{1,2})(?=$|[\s()[\],;])/gu;

/**
 * The other names of the product its title names, and its product type's name ("DANCE_SHOE":
 * dance shoe) with that name's own other names. Whatever the title and bullets already carry is
 * left out later.
 */
export function productNames(title: string, productType?: string | null): string[] {
  const type = (productType ?? '').toUpperCase();
  const typeWords =
    TYPE_NAMES[type] ??
    type
      .replace(/^ABIS_/, '')
      .toLowerCase()
      .split('_')
      .filter((w) => /^\p{L}{3,}$/u.test(w));
  const kinds = TITLE_KINDS.filter(([form]) => form.test(title)).map(([, kind]) => kind);
  return [
    ...typeWords,
    ...otherNames(title.replace(CODE, ' ')),
    ...otherNames(typeWords.join(' ')),
    ...kinds.flatMap((kind) => [kind, ...otherNames(kind)]),
  ];
}

function otherNames(name: string): string[] {
  let rest = ` ${stemmedWords(name).join(' ')} `;
  const out: string[] = [];
  for (const key of KEYS) {
    const stemmedKey = ` ${stemmedWords(key).join(' ')} `;
    if (!rest.includes(stemmedKey)) continue;
    out.push(...PRODUCT_NAMES[key]!);
    // "dance shoe" matched: "shoe" alone adds no more of its own.
    rest = rest.replaceAll(stemmedKey, ' ');
  }
  return out;
}
