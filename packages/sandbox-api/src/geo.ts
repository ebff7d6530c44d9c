import type { RegionNodeWire } from '@adnet/api-client';

/**
 * The region tree of `GET /api/geo/tree`: world regions, real countries (ISO 3166-1 alpha-2 codes) and, for
 * several countries, their first-level regions (ISO 3166-2 codes). Ids are stable across runs: roots count from 1,
 * countries from 100 and regions from 1000, in the order written here, so a saved targeting keeps its meaning.
 */
type Country = readonly [
  code: string,
  name: string,
  regions?: readonly (readonly [code: string, name: string])[],
];

const WORLD: readonly (readonly [code: string, name: string, countries: readonly Country[]])[] = [
  [
    'EU',
    'Europe',
    [
      [
        'DE',
        'Germany',
        [
          ['DE-BE', 'Berlin'],
          ['DE-BY', 'Bavaria'],
          ['DE-HH', 'Hamburg'],
          ['DE-HE', 'Hesse'],
          ['DE-NW', 'North Rhine-Westphalia'],
          ['DE-SN', 'Saxony'],
          ['DE-BW', 'Baden-Württemberg'],
        ],
      ],
      ['FR', 'France'],
      ['GB', 'United Kingdom'],
      ['ES', 'Spain'],
      ['IT', 'Italy'],
      ['NL', 'Netherlands'],
      ['PL', 'Poland'],
      ['PT', 'Portugal'],
      ['RS', 'Serbia'],
      [
        'UA',
        'Ukraine',
        [
          ['UA-30', 'Kyiv'],
          ['UA-46', 'Lviv Oblast'],
          ['UA-51', 'Odesa Oblast'],
          ['UA-63', 'Kharkiv Oblast'],
        ],
      ],
      ['BY', 'Belarus'],
      [
        'RU',
        'Russia',
        [
          ['RU-MOW', 'Moscow'],
          ['RU-SPE', 'Saint Petersburg'],
          ['RU-MOS', 'Moscow Oblast'],
          ['RU-SVE', 'Sverdlovsk Oblast'],
          ['RU-NVS', 'Novosibirsk Oblast'],
          ['RU-TA', 'Tatarstan'],
          ['RU-KDA', 'Krasnodar Krai'],
          ['RU-PRI', 'Primorsky Krai'],
        ],
      ],
    ],
  ],
  [
    'AS',
    'Asia',
    [
      [
        'KZ',
        'Kazakhstan',
        [
          ['KZ-75', 'Almaty'],
          ['KZ-71', 'Astana'],
          ['KZ-79', 'Shymkent'],
          ['KZ-23', 'Atyrau Region'],
        ],
      ],
      ['UZ', 'Uzbekistan'],
      ['KG', 'Kyrgyzstan'],
      ['AM', 'Armenia'],
      ['GE', 'Georgia'],
      ['AZ', 'Azerbaijan'],
      ['TR', 'Türkiye'],
      ['AE', 'United Arab Emirates'],
      ['IR', 'Iran'],
      [
        'IN',
        'India',
        [
          ['IN-MH', 'Maharashtra'],
          ['IN-DL', 'Delhi'],
          ['IN-KA', 'Karnataka'],
          ['IN-TN', 'Tamil Nadu'],
          ['IN-WB', 'West Bengal'],
        ],
      ],
      ['ID', 'Indonesia'],
      ['VN', 'Viet Nam'],
      ['TH', 'Thailand'],
      ['PH', 'Philippines'],
      ['CN', 'China'],
      ['HK', 'Hong Kong'],
      ['SG', 'Singapore'],
    ],
  ],
  [
    'NA',
    'North America',
    [
      [
        'US',
        'United States',
        [
          ['US-CA', 'California'],
          ['US-NY', 'New York'],
          ['US-TX', 'Texas'],
          ['US-FL', 'Florida'],
          ['US-IL', 'Illinois'],
          ['US-WA', 'Washington'],
        ],
      ],
      ['CA', 'Canada'],
      ['MX', 'Mexico'],
    ],
  ],
  [
    'SA',
    'South America',
    [
      [
        'BR',
        'Brazil',
        [
          ['BR-SP', 'São Paulo'],
          ['BR-RJ', 'Rio de Janeiro'],
          ['BR-MG', 'Minas Gerais'],
          ['BR-BA', 'Bahia'],
        ],
      ],
      ['AR', 'Argentina'],
      ['CO', 'Colombia'],
      ['CL', 'Chile'],
      ['PE', 'Peru'],
    ],
  ],
  [
    'AF',
    'Africa',
    [
      ['NG', 'Nigeria'],
      ['EG', 'Egypt'],
      ['ET', 'Ethiopia'],
      ['KE', 'Kenya'],
      ['ZA', 'South Africa'],
      ['MA', 'Morocco'],
    ],
  ],
  [
    'OC',
    'Oceania',
    [
      ['AU', 'Australia'],
      ['NZ', 'New Zealand'],
    ],
  ],
];

function buildTree(): RegionNodeWire[] {
  let countryId = 100;
  let regionId = 1000;
  return WORLD.map(([code, name, countries], i) => ({
    id: i + 1,
    name,
    getCode: code,
    children: countries.map(([cCode, cName, regions]) => ({
      id: countryId++,
      name: cName,
      getCode: cCode,
      // Leaves send `children: null`, as the contract allows.
      children: regions
        ? regions.map(([rCode, rName]) => ({ id: regionId++, name: rName, getCode: rCode, children: null }))
        : null,
    })),
  }));
}

/** The whole tree, built once. */
export const GEO_TREE: readonly RegionNodeWire[] = buildTree();

function flatten(nodes: readonly RegionNodeWire[], out: Map<number, RegionNodeWire>) {
  for (const node of nodes) {
    out.set(node.id, node);
    if (node.children) flatten(node.children, out);
  }
  return out;
}

/** Every node by id, for validating targeting. */
export const REGION_BY_ID: ReadonlyMap<number, RegionNodeWire> = flatten(GEO_TREE, new Map());

/** The countries (second level), for the COUNTRY statistics slice. */
export const COUNTRIES: readonly RegionNodeWire[] = GEO_TREE.flatMap((root) => root.children ?? []);
