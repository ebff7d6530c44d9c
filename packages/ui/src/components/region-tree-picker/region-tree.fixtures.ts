import type { RegionNode } from './region-tree';

/** A small geo tree shared by the stories and the unit tests (Monaco is a country without regions). */
export const sampleRegions: RegionNode[] = [
  {
    id: 1,
    name: 'Russia',
    getCode: 'RU',
    children: [
      { id: 11, name: 'Moscow', getCode: 'RU-MOW' },
      { id: 12, name: 'Saint Petersburg', getCode: 'RU-SPE' },
      { id: 13, name: 'Tatarstan', getCode: 'RU-TA' },
    ],
  },
  {
    id: 2,
    name: 'Kazakhstan',
    getCode: 'KZ',
    children: [
      { id: 21, name: 'Almaty', getCode: 'KZ-ALA' },
      { id: 22, name: 'Astana', getCode: 'KZ-AST' },
    ],
  },
  {
    id: 3,
    name: 'Uzbekistan',
    getCode: 'UZ',
    children: [{ id: 31, name: 'Tashkent', getCode: 'UZ-TK' }],
  },
  { id: 4, name: 'Monaco', getCode: 'MC', children: [] },
];
