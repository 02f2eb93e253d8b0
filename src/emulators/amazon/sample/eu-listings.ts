/**
 * Hand-written sample listings for the EU marketplaces and a few US ones, in the marketplace language.
 * `poor: true` marks listings written to trip the health rules (long titles, banned characters,
 * promo phrases, missing bullets, HTML, no image, repeated words).
 */
export type HandListing = {
  sku: string;
  asin: string;
  country: 'US' | 'UK' | 'DE' | 'FR' | 'IT' | 'ES';
  productType: 'PRODUCT' | 'BRACELET' | 'ABIS_BOOK';
  category: string;
  brand: string;
  title: string;
  bullets: string[];
  description: string | null;
  keywords: string | null;
  color?: string;
  price: number;
  /** MAIN size in px; null = no image at all. */
  mainImage: number | null;
  extraImages?: number;
  poor?: boolean;
  sellerId?: string;
};

export const HAND_LISTINGS: HandListing[] = [
  // ---------- US (hand-written) ----------
  {
    sku: 'NW-PET-BOWL-01', asin: 'B0DMOPET01', country: 'US', productType: 'PRODUCT', category: 'pet', brand: 'Pawsome Pantry',
    title: 'BEST SELLER!!! Dog Bowl Dog Bowl Dog Bowl Stainless Steel Non Slip Dog Bowl for Large Dogs Small Dogs Cats - FREE SHIPPING - Top Rated $9.99 Deal?',
    bullets: [],
    description: '<p><b>Best Seller</b> dog bowl!!!</p><br><ul><li>free shipping</li><li>100% guaranteed</li></ul>',
    keywords: 'dog bowl dog bowl dog bowl pet bowl', price: 9.99, mainImage: null, poor: true,
  },
  {
    sku: 'NW-KIT-BOARD-12', asin: 'B0DMOKIT02', country: 'US', productType: 'PRODUCT', category: 'kitchen', brand: 'Hearth & Oak',
    title: 'Hearth & Oak Acacia Wood Cutting Board, 17 x 12 Inch, Reversible with Juice Groove',
    bullets: [
      'SOLID ACACIA: Cut from one edge-grain acacia panel that is gentle on knife edges and resists warping.',
      'REVERSIBLE: A deep juice groove on one side for roasts, a flat side for bread, cheese and serving.',
      'EASY CARE: Hand wash with warm soapy water and oil monthly with food-grade mineral oil.',
      'NON-SLIP: Recessed handles give a secure grip when carrying the board to the table.',
      'SIZE: 17 x 12 x 0.75 inches, large enough for a whole chicken yet fits a standard sink.',
    ],
    description: 'A solid acacia board for everyday prep and for serving. The juice groove keeps counters clean when carving, and the flat reverse side doubles as a cheese board. Acacia is naturally dense, so the board shows fewer knife marks than bamboo.',
    keywords: 'chopping board wooden carving board charcuterie serving tray', color: 'Natural', price: 34.99, mainImage: 2000, extraImages: 3,
  },
  {
    sku: 'NW-JWL-BRC-SLV', asin: 'B0DMOJWL03', country: 'US', productType: 'BRACELET', category: 'beauty', brand: 'Lumen & Co',
    title: 'Lumen & Co Sterling Silver Cuban Link Bracelet for Women, 7.5 Inch, Lobster Clasp',
    bullets: [
      '925 STERLING SILVER: Solid sterling silver links with a tarnish-resistant rhodium finish.',
      'EVERYDAY FIT: 7.5 inch length with a secure lobster clasp that is easy to fasten one-handed.',
      'HYPOALLERGENIC: Nickel-free and lead-free, comfortable for sensitive skin.',
      'GIFT READY: Arrives in a linen pouch and a recycled-card gift box.',
    ],
    description: 'A classic Cuban link bracelet in solid sterling silver, polished by hand and finished with rhodium so it keeps its shine. Wear it alone or stacked with a watch.',
    keywords: 'silver chain bracelet women curb link gift', color: 'Silver', price: 49.0, mainImage: 1800, extraImages: 2,
  },
  // ---------- UK ----------
  {
    sku: 'NW-UK-KETTLE-17', asin: 'B0DMOUK001', country: 'UK', productType: 'PRODUCT', category: 'kitchen', brand: 'Hearth & Oak',
    title: 'Hearth & Oak 1.7 Litre Glass Kettle, 3000 W Rapid Boil, Blue LED, Boil-Dry Protection',
    bullets: [
      'RAPID BOIL: 3000 W element boils a full 1.7 litres in about four minutes.',
      'SEE-THROUGH: Borosilicate glass body with a soft blue LED that glows while the water heats.',
      'SAFE: Automatic shut-off and boil-dry protection; cool-touch handle.',
      'EASY TO CLEAN: Wide lid opening and removable, washable limescale filter.',
      'CORDLESS: 360° base for left- and right-handed use, with cord storage underneath.',
    ],
    description: 'A quick, quiet glass kettle for the busy kitchen. The wide opening makes descaling simple, and the 360° base suits any worktop layout.',
    keywords: 'electric kettle glass kettle cordless kettle', color: 'Clear', price: 29.99, mainImage: 2000, extraImages: 2,
  },
  {
    sku: 'NW-UK-TENT-2P', asin: 'B0DMOUK002', country: 'UK', productType: 'PRODUCT', category: 'outdoor', brand: 'Fellside',
    title: 'Fellside 2 Person Backpacking Tent, 1.6 kg, 3000 mm Waterproof, Freestanding',
    bullets: [
      'LIGHTWEIGHT: 1.6 kg packed, small enough for a 40 litre rucksack.',
      'WEATHERPROOF: 3000 mm hydrostatic head flysheet with taped seams for British summers.',
      'QUICK PITCH: Colour-coded aluminium poles; pitched in under five minutes.',
      'TWO PORCHES: Room for boots and packs on both sides.',
    ],
    description: 'A freestanding two-person tent for wild camping and festival weekends. Aluminium poles keep the weight down, and the inner can be pitched on its own on warm nights.',
    keywords: 'hiking tent lightweight tent camping', color: 'Olive', price: 129.0, mainImage: 2400, extraImages: 4,
  },
  {
    sku: 'NW-UK-CHARGER-65', asin: 'B0DMOUK003', country: 'UK', productType: 'PRODUCT', category: 'electronics accessories', brand: 'VoltNest',
    title: 'VoltNest 65W USB C Charger Plug, 3-Port GaN Fast Charger, UK Plug, Compatible with MacBook, iPhone 15, Galaxy S24',
    bullets: [
      '65 W GaN: Charges a 13-inch MacBook Air from 0 to 50% in about 30 minutes.',
      'THREE PORTS: Two USB-C and one USB-A; power is shared intelligently between devices.',
      'FOLDING UK PINS: Pocket-sized for travel; about half the size of a standard laptop brick.',
      'SAFE: Over-current, over-voltage and temperature protection; UKCA and CE marked.',
    ],
    description: 'One compact plug for laptop, phone and earbuds. Gallium nitride runs cooler than silicon chargers at the same power.',
    keywords: 'usb c plug gan charger laptop charger', color: 'White', price: 35.99, mainImage: 1600, extraImages: 2,
  },
  {
    sku: 'NW-UK-TOY-BRICKS', asin: 'B0DMOUK004', country: 'UK', productType: 'PRODUCT', category: 'toys', brand: 'Tinker Town',
    title: 'Tinker Town Building Bricks Set Building Bricks Set 1000 Pieces Building Bricks Compatible with All Major Brands Kids Toys Boys Girls Age 3 4 5 6 7 8 9 10 Christmas Birthday Gift Best Seller Free Shipping Great Price Amazing Quality',
    bullets: ['1000 pieces', 'compatible with lego'],
    description: null,
    keywords: 'lego lego lego bricks toy', price: 24.99, mainImage: 500, poor: true,
  },
  {
    sku: 'NW-UK-YOGA-MAT', asin: 'B0DMOUK005', country: 'UK', productType: 'PRODUCT', category: 'sports', brand: 'Stillpoint',
    title: 'Stillpoint Yoga Mat 6 mm, Non-Slip TPE, 183 x 61 cm, with Carry Strap',
    bullets: [
      'GRIP: Textured TPE surface grips in both directions, even in a warm studio.',
      'CUSHIONING: 6 mm thick to protect knees and wrists on hard floors.',
      'LIGHT: 900 g with a cotton carry strap.',
      'FREE FROM PVC and latex; wipe clean with a damp cloth.',
    ],
    description: 'A dual-layer TPE mat that balances grip and cushioning for yoga, Pilates and home workouts.',
    keywords: 'exercise mat pilates mat gym mat', color: 'Sage', price: 22.5, mainImage: 2000, extraImages: 3,
  },
  {
    sku: 'NW-UK-SHAMPOO-BAR', asin: 'B0DMOUK006', country: 'UK', productType: 'PRODUCT', category: 'beauty', brand: 'Moorland Botanics',
    title: 'Moorland Botanics Solid Shampoo Bar!! Amazing!! Best Shampoo Bar $$$ Save Money? Natural Natural Natural Vegan',
    bullets: ['Lasts 80 washes'],
    description: '<div><h2>AMAZING</h2><br/>Buy now, <i>limited offer</i>, free shipping!</div>',
    keywords: null, price: 8.5, mainImage: 800, poor: true,
  },
  // ---------- DE ----------
  {
    sku: 'NW-DE-MESSER-SET', asin: 'B0DMODE001', country: 'DE', productType: 'PRODUCT', category: 'kitchen', brand: 'Hearth & Oak',
    title: 'Hearth & Oak Messerset mit Block, 6-teilig, Edelstahl, rutschfeste Griffe',
    bullets: [
      'SCHARFE KLINGEN: Geschmiedeter rostfreier Stahl, im 15°-Winkel von Hand geschliffen.',
      'KOMPLETT: Kochmesser, Brotmesser, Santoku, Allzweckmesser, Schälmesser und Schärfstab.',
      'ERGONOMISCH: Rutschfeste Griffe liegen auch mit nassen Händen sicher in der Hand.',
      'MESSERBLOCK aus Akazienholz schützt die Schneiden und spart Platz auf der Arbeitsfläche.',
      'PFLEGE: Von Hand spülen und sofort abtrocknen, damit die Klingen lange scharf bleiben.',
    ],
    description: 'Sechs Messer für alles, was in der Küche anfällt – vom Brot bis zum Gemüse. Der Block aus Akazienholz hält die Klingen griffbereit und schützt die Schneiden.',
    keywords: 'küchenmesser kochmesser messerblock santoku', color: 'Schwarz', price: 79.95, mainImage: 2000, extraImages: 3,
  },
  {
    sku: 'NW-DE-RUCKSACK-30', asin: 'B0DMODE002', country: 'DE', productType: 'PRODUCT', category: 'outdoor', brand: 'Fellside',
    title: 'Fellside Wanderrucksack 30 L, wasserabweisend, mit Regenhülle und Trinksystem-Fach',
    bullets: [
      'TRAGEKOMFORT: Belüftetes Rückensystem und gepolsterter Hüftgurt für lange Tagestouren.',
      'WETTERSCHUTZ: Wasserabweisendes Material und integrierte Regenhülle im Bodenfach.',
      'ORGANISATION: Fach für Trinkblase, zwei Seitentaschen und Deckeltasche für Kleinteile.',
      'SICHERHEIT: Reflektierende Details und Pfeife an der Brustgurtschnalle.',
    ],
    description: 'Der Tagesrucksack für Wanderungen in den Alpen und im Mittelgebirge. 30 Liter Volumen reichen für Proviant, Regenjacke und Erste-Hilfe-Set.',
    keywords: 'tagesrucksack trekkingrucksack wandern', color: 'Petrol', price: 64.9, mainImage: 2000, extraImages: 2,
  },
  {
    sku: 'NW-DE-KOPFHOERER', asin: 'B0DMODE003', country: 'DE', productType: 'PRODUCT', category: 'electronics accessories', brand: 'VoltNest',
    title: 'VoltNest Bluetooth Kopfhörer Over Ear, aktive Geräuschunterdrückung, 40 Std. Akku',
    bullets: [
      'GERÄUSCHUNTERDRÜCKUNG: Hybrid-ANC dämpft Motorengeräusche in Bahn und Flugzeug deutlich.',
      'AKKU: Bis zu 40 Stunden Musik; 10 Minuten Laden für 5 Stunden Wiedergabe.',
      'KOMFORT: Weiche Ohrpolster aus Protein-Leder, nur 250 g leicht.',
      'VERBINDUNG: Bluetooth 5.3 mit Multipoint für Laptop und Smartphone gleichzeitig.',
    ],
    description: 'Ruhe auf Knopfdruck: Die Over-Ear-Kopfhörer blenden Umgebungsgeräusche aus und halten eine ganze Arbeitswoche durch.',
    keywords: 'noise cancelling kopfhörer kabellos', color: 'Schwarz', price: 89.99, mainImage: 1600, extraImages: 2,
  },
  {
    sku: 'NW-DE-HUNDEBETT', asin: 'B0DMODE004', country: 'DE', productType: 'PRODUCT', category: 'pet', brand: 'Pawsome Pantry',
    title: 'Hundebett Hundebett Hundebett für große Hunde!!! BESTSELLER Kostenloser Versand Orthopädisch waschbar XXL Hundekissen Hundesofa Katzenbett Top Angebot?',
    bullets: [],
    description: '<b>Bestseller!</b><br><br>Kostenloser Versand!!!',
    keywords: 'hundebett hundebett', price: 39.99, mainImage: null, poor: true,
  },
  {
    sku: 'NW-DE-SPIEL-HOLZ', asin: 'B0DMODE005', country: 'DE', productType: 'PRODUCT', category: 'toys', brand: 'Tinker Town',
    title: 'Tinker Town Holzeisenbahn Set, 52 Teile, kompatibel mit gängigen Holzschienen, ab 3 Jahren',
    bullets: [
      'NACHHALTIG: Buchenholz aus FSC-zertifizierter Forstwirtschaft, Farben auf Wasserbasis.',
      'KOMPATIBEL mit allen gängigen Holzeisenbahnen.',
      'FÖRDERT Feinmotorik und Fantasie beim Bauen immer neuer Strecken.',
    ],
    description: 'Ein Klassiker fürs Kinderzimmer: Schienen, Brücke, Bahnhof und eine magnetische Lok mit zwei Waggons.',
    keywords: 'holzeisenbahn kinder spielzeug eisenbahn', color: 'Bunt', price: 44.99, mainImage: 2000, extraImages: 2,
  },
  {
    sku: 'NW-DE-HANDCREME', asin: 'B0DMODE006', country: 'DE', productType: 'PRODUCT', category: 'beauty', brand: 'Moorland Botanics',
    title: 'Moorland Botanics Handcreme für sehr trockene Hände mit Sheabutter und Ringelblume, 100 ml, Handcreme, Handcreme Set, Handcreme Damen, Handcreme Herren, Geschenk für Frauen und Männer zu Weihnachten und zum Geburtstag',
    bullets: ['Zieht schnell ein', 'Vegan'],
    description: 'Reichhaltige Handcreme.',
    keywords: null, price: 12.9, mainImage: 1000, poor: true,
  },
  // ---------- FR ----------
  {
    sku: 'NW-FR-POELE-28', asin: 'B0DMOFR001', country: 'FR', productType: 'PRODUCT', category: 'kitchen', brand: 'Hearth & Oak',
    title: 'Hearth & Oak Poêle 28 cm en fonte d’aluminium, revêtement antiadhésif sans PFAS, tous feux dont induction',
    bullets: [
      'ANTIADHÉSIF SANS PFAS : revêtement céramique qui permet de cuisiner avec très peu de matière grasse.',
      'TOUS FEUX : fond épais compatible induction, gaz, électrique et vitrocéramique.',
      'CHALEUR HOMOGÈNE : la fonte d’aluminium répartit la chaleur sans point chaud.',
      'POIGNÉE ERGONOMIQUE qui reste froide pendant la cuisson.',
      'ENTRETIEN : un simple lavage à l’eau chaude savonneuse suffit.',
    ],
    description: 'Une poêle polyvalente pour les omelettes, les légumes sautés et les crêpes du dimanche. Son revêtement céramique sans PFAS facilite la cuisson et le nettoyage.',
    keywords: 'poêle induction poêle antiadhésive crêpes', color: 'Gris', price: 39.9, mainImage: 2000, extraImages: 3,
  },
  {
    sku: 'NW-FR-LAMPE-FRONT', asin: 'B0DMOFR002', country: 'FR', productType: 'PRODUCT', category: 'outdoor', brand: 'Fellside',
    title: 'Fellside Lampe frontale rechargeable USB-C, 450 lumens, étanche IPX6, faisceau rouge',
    bullets: [
      'PUISSANTE : 450 lumens et une portée de 100 mètres pour la randonnée et le trail de nuit.',
      'RECHARGEABLE : batterie intégrée rechargeable en USB-C, jusqu’à 40 heures en mode éco.',
      'ÉTANCHE IPX6 : résiste à la pluie battante.',
      'LUMIÈRE ROUGE pour préserver la vision nocturne au bivouac.',
    ],
    description: 'Légère et confortable, cette lampe frontale accompagne les sorties en montagne comme les soirées au camping.',
    keywords: 'frontale led randonnée camping', color: 'Noir', price: 29.9, mainImage: 1600, extraImages: 2,
  },
  {
    sku: 'NW-FR-CABLE-USBC', asin: 'B0DMOFR003', country: 'FR', productType: 'PRODUCT', category: 'electronics accessories', brand: 'VoltNest',
    title: 'Câble USB C Câble USB C Câble USB C 2m Lot de 3 !!! MEILLEURE VENTE Livraison Gratuite Charge Rapide Compatible Samsung Galaxy Huawei Xiaomi iPhone 15 iPad Macbook Nintendo Switch PS5 Manette Tablette Chargeur Voiture ???',
    bullets: ['Charge rapide'],
    description: '<p>Meilleure vente !!!</p><p>Livraison gratuite</p>',
    keywords: 'cable cable cable', price: 12.99, mainImage: 400, poor: true,
  },
  {
    sku: 'NW-FR-GAMELLE-CHAT', asin: 'B0DMOFR004', country: 'FR', productType: 'PRODUCT', category: 'pet', brand: 'Pawsome Pantry',
    title: 'Pawsome Pantry Fontaine à eau pour chat 2 L, silencieuse, avec filtre au charbon',
    bullets: [
      'SILENCIEUSE : pompe de moins de 25 dB, idéale pour une chambre ou un studio.',
      'EAU FRAÎCHE : la circulation de l’eau encourage les chats à boire davantage.',
      'FILTRATION : filtre à charbon actif qui retient poils et impuretés.',
      'NETTOYAGE FACILE : réservoir et plateau passent au lave-vaisselle.',
    ],
    description: 'Une fontaine de 2 litres pour chats et petits chiens, qui garde l’eau fraîche et appétissante toute la journée.',
    keywords: 'fontaine chat abreuvoir chat', color: 'Blanc', price: 27.99, mainImage: 2000, extraImages: 2,
  },
  {
    sku: 'NW-FR-SERUM', asin: 'B0DMOFR005', country: 'FR', productType: 'PRODUCT', category: 'beauty', brand: 'Moorland Botanics',
    title: 'Moorland Botanics Sérum visage à la vitamine C 15 %, 30 ml, éclat et teint unifié',
    bullets: [
      'VITAMINE C STABILISÉE à 15 % pour raviver l’éclat du teint.',
      'ACIDE HYALURONIQUE pour une hydratation durable.',
      'TEXTURE LÉGÈRE non grasse, convient aux peaux mixtes.',
    ],
    description: 'Appliquer quelques gouttes le matin sur une peau propre, avant la crème hydratante et la protection solaire.',
    keywords: 'sérum éclat vitamine c visage', price: 24.9, mainImage: 2000, extraImages: 1,
  },
  // ---------- IT ----------
  {
    sku: 'NW-IT-MOKA-6', asin: 'B0DMOIT001', country: 'IT', productType: 'PRODUCT', category: 'kitchen', brand: 'Hearth & Oak',
    title: 'Hearth & Oak Caffettiera moka 6 tazze in alluminio, manico atermico, adatta a gas ed elettrico',
    bullets: [
      'CAFFÈ CORPOSO: la caldaia in alluminio garantisce un’estrazione uniforme e un aroma intenso.',
      'SICUREZZA: valvola di sicurezza ispezionabile e manico che non scotta.',
      'FACILE DA PULIRE: basta sciacquare con acqua calda, senza detersivo.',
      'GUARNIZIONE DI RICAMBIO inclusa.',
    ],
    description: 'La moka della tradizione italiana, per sei tazzine di espresso fatto in casa ogni mattina.',
    keywords: 'moka caffè caffettiera espresso', color: 'Argento', price: 24.9, mainImage: 2000, extraImages: 2,
  },
  {
    sku: 'NW-IT-BORRACCIA', asin: 'B0DMOIT002', country: 'IT', productType: 'PRODUCT', category: 'sports', brand: 'Stillpoint',
    title: 'Stillpoint Borraccia termica 750 ml in acciaio inox, mantiene freddo 24 ore e caldo 12 ore',
    bullets: [
      'DOPPIA PARETE sottovuoto: bevande fredde per 24 ore e calde per 12 ore.',
      'SENZA BPA: acciaio inox 18/8 che non trattiene odori né sapori.',
      'A PROVA DI PERDITE: tappo a vite con guarnizione in silicone.',
    ],
    description: 'Compagna ideale per palestra, ufficio ed escursioni: resistente, leggera e riutilizzabile.',
    keywords: 'bottiglia termica borraccia acciaio', color: 'Verde', price: 19.99, mainImage: 1600, extraImages: 2,
  },
  {
    sku: 'NW-IT-GIOCO-PUZZLE', asin: 'B0DMOIT003', country: 'IT', productType: 'PRODUCT', category: 'toys', brand: 'Tinker Town',
    title: 'Puzzle 1000 pezzi Puzzle 1000 pezzi Puzzle per adulti!!! Il più venduto SPEDIZIONE GRATUITA regalo perfetto per Natale compleanno anziani bambini famiglia paesaggio Italia Venezia Roma Firenze Toscana mare montagna offerta imperdibile',
    bullets: [],
    description: null,
    keywords: null, price: 14.99, mainImage: null, poor: true,
  },
  {
    sku: 'NW-IT-CUCCIA', asin: 'B0DMOIT004', country: 'IT', productType: 'PRODUCT', category: 'pet', brand: 'Pawsome Pantry',
    title: 'Pawsome Pantry Cuccia per cani di taglia media, cuscino sfoderabile e lavabile, 80 x 60 cm',
    bullets: [
      'MORBIDA: imbottitura in fibra cava che mantiene la forma nel tempo.',
      'LAVABILE: fodera sfoderabile, lavabile in lavatrice a 30 °C.',
      'ANTISCIVOLO: fondo gommato che resta fermo sul pavimento.',
    ],
    description: 'Una cuccia accogliente con bordi rialzati su cui appoggiare la testa, per un riposo tranquillo.',
    keywords: 'letto cane cuscino cane', color: 'Grigio', price: 34.9, mainImage: 2000, extraImages: 2,
  },
  // ---------- ES ----------
  {
    sku: 'NW-ES-SARTEN-24', asin: 'B0DMOES001', country: 'ES', productType: 'PRODUCT', category: 'kitchen', brand: 'Hearth & Oak',
    title: 'Hearth & Oak Sartén de 24 cm antiadherente sin PFAS, apta para inducción, mango de madera',
    bullets: [
      'ANTIADHERENTE sin PFAS: cocina con muy poco aceite y limpia en segundos.',
      'TODO TIPO DE COCINAS: base gruesa apta para inducción, gas y vitrocerámica.',
      'MANGO DE MADERA de haya que no se calienta.',
      'REPARTO UNIFORME del calor, sin zonas quemadas.',
    ],
    description: 'La sartén del día a día para huevos, verduras salteadas y tortillas. Ligera, resistente y fácil de limpiar.',
    keywords: 'sartén inducción sartén antiadherente', color: 'Negro', price: 27.95, mainImage: 2000, extraImages: 2,
  },
  {
    sku: 'NW-ES-ESTERILLA', asin: 'B0DMOES002', country: 'ES', productType: 'PRODUCT', category: 'sports', brand: 'Stillpoint',
    title: 'Stillpoint Esterilla de yoga antideslizante de 6 mm, TPE ecológico, con correa de transporte',
    bullets: [
      'AGARRE: superficie texturizada antideslizante por ambas caras.',
      'AMORTIGUACIÓN: 6 mm de grosor que protegen rodillas y muñecas.',
      'LIGERA Y PORTÁTIL: 900 g con correa de algodón incluida.',
    ],
    description: 'Esterilla de doble capa para yoga, pilates y entrenamiento en casa, libre de PVC y látex.',
    keywords: 'esterilla pilates colchoneta gimnasio', color: 'Azul', price: 21.99, mainImage: 1600, extraImages: 2,
  },
  {
    sku: 'NW-ES-CARGADOR', asin: 'B0DMOES003', country: 'ES', productType: 'PRODUCT', category: 'electronics accessories', brand: 'VoltNest',
    title: 'Cargador Cargador Cargador USB C 20W ¡¡¡OFERTA!!! El más vendido ENVÍO GRATIS carga rápida para iPhone Samsung Xiaomi Huawei Oppo Realme iPad AirPods tablet móvil $$$ mejor precio garantizado ???',
    bullets: ['20W'],
    description: '<h1>¡OFERTA!</h1><br><br>Envío gratis',
    keywords: 'cargador cargador cargador', price: 9.99, mainImage: 300, poor: true,
  },
  {
    sku: 'NW-ES-COMEDERO', asin: 'B0DMOES004', country: 'ES', productType: 'PRODUCT', category: 'pet', brand: 'Pawsome Pantry',
    title: 'Pawsome Pantry Comedero lento para perros, antivoracidad, 2 tazas, base antideslizante',
    bullets: [
      'COMER MÁS DESPACIO: el laberinto reduce la velocidad de ingesta hasta diez veces.',
      'MEJOR DIGESTIÓN: ayuda a prevenir hinchazón y vómitos.',
      'MATERIAL SEGURO sin BPA, apto para lavavajillas.',
    ],
    description: 'Un comedero con laberinto que convierte cada comida en un juego y ayuda a tu perro a comer con calma.',
    keywords: 'comedero perro comedero lento', color: 'Turquesa', price: 13.99, mainImage: 2000, extraImages: 1,
  },
  // ---------- second demo seller (US only) ----------
  {
    sellerId: 'A3DEMOSELLER02', sku: 'BH-LANTERN-01', asin: 'B0DMOBH001', country: 'US', productType: 'PRODUCT', category: 'outdoor', brand: 'Blue Harbor',
    title: 'Blue Harbor Rechargeable Camping Lantern, 1000 Lumens, 4 Light Modes, Power Bank Function',
    bullets: [
      'BRIGHT: 1000 lumens lights a whole campsite; dim to 50 lumens for the tent.',
      'LONG RUNTIME: 5200 mAh battery lasts up to 60 hours on low.',
      'POWER BANK: USB-A output tops up a phone in an emergency.',
      'WATER RESISTANT: IPX4 rated for rain and splashes.',
    ],
    description: 'A rugged lantern for camping trips, power cuts and the garage.',
    keywords: 'led lantern camping light emergency light', color: 'Navy', price: 32.99, mainImage: 2000, extraImages: 2,
  },
  {
    sellerId: 'A3DEMOSELLER02', sku: 'BH-DRYBAG-20', asin: 'B0DMOBH002', country: 'US', productType: 'PRODUCT', category: 'outdoor', brand: 'Blue Harbor',
    title: 'Blue Harbor Waterproof Dry Bag 20L Roll Top Dry Sack for Kayaking Beach Rafting Boating Hiking Camping Fishing Swimming Best Seller',
    bullets: ['Waterproof', 'Roll top'],
    description: null,
    keywords: null, price: 15.99, mainImage: 600, poor: true,
  },
  {
    sellerId: 'A3DEMOSELLER02', sku: 'BH-COOLER-30', asin: 'B0DMOBH003', country: 'US', productType: 'PRODUCT', category: 'outdoor', brand: 'Blue Harbor',
    title: 'Blue Harbor Soft Cooler Bag, 30 Can, Leakproof, Keeps Ice 36 Hours',
    bullets: [
      'LEAKPROOF: Welded liner and waterproof zipper keep melt water inside.',
      'KEEPS COLD: Closed-cell foam holds ice for up to 36 hours.',
      'CARRY YOUR WAY: Padded shoulder strap and reinforced handles.',
    ],
    description: 'A soft cooler for beach days, tailgates and road trips that folds flat when empty.',
    keywords: 'soft cooler insulated bag beach cooler', color: 'Slate', price: 44.99, mainImage: 2000, extraImages: 2,
  },
];
