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
  balloon: ['party', 'decorations'],
  bow: ['ribbon', 'decorations'],
  'bulletin board': ['classroom', 'decor', 'display'],
  centerpiece: ['party', 'decorations'],
  'dive light': ['diving', 'flashlight', 'torch', 'scuba', 'underwater'],
  flashlight: ['torch', 'lamp'],
  headset: ['headphones', 'earphones'],
  headphone: ['headset', 'earphones'],
  case: ['cover', 'protector'],
  'laptop sleeve': ['case', 'cover', 'bag'],
  vise: ['vice', 'clamp'],
  'drill press': ['drilling', 'machine', 'benchtop'],
  'arbor press': ['shop', 'press'],
  rifle: ['airgun', 'gun'],
  'bb gun': ['airgun', 'rifle'],
  chair: ['seat', 'seating', 'furniture'],
  desk: ['table', 'workstation', 'furniture'],
  'dining set': ['dinette', 'kitchen', 'furniture'],
  sofa: ['couch', 'settee'],
  couch: ['sofa', 'settee'],
  lamp: ['light', 'lighting'],
  rug: ['carpet', 'mat'],
  pillow: ['cushion'],
  blanket: ['throw'],
  paint: ['coating', 'finish'],
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
  'cleansing drink': ['detox', 'beverage'],
  book: ['reading'],
};

const KEYS = Object.keys(PRODUCT_NAMES).sort((a, b) => b.length - a.length);

/**
 * The other names of the product its title names, and the words of its product type's own name
 * ("DANCE_SHOE": dance shoe). Whatever the title and bullets already carry is left out later.
 */
export function productNames(title: string, productType?: string | null): string[] {
  const words = ` ${stemmedWords(title).join(' ')} `;
  const out: string[] = [];
  let rest = words;
  for (const key of KEYS) {
    const stemmedKey = ` ${stemmedWords(key).join(' ')} `;
    if (!rest.includes(stemmedKey)) continue;
    out.push(...PRODUCT_NAMES[key]!);
    // "dance shoe" matched: "shoe" alone adds no more of its own.
    rest = rest.replaceAll(stemmedKey, ' ');
  }
  const typeWords = (productType ?? '')
    .replace(/^ABIS_/, '')
    .toLowerCase()
    .split('_')
    .filter((w) => /^\p{L}{3,}$/u.test(w));
  return [...typeWords, ...out];
}
