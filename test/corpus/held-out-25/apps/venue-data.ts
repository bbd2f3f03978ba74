/** Oakmere Hall's spaces and the dates already booked in them (apps/venue.ts). Today is Tuesday 12 January 2027. */

export interface Space {
  id: string;
  name: string;
  seated: number;
  standing: number;
  licence: boolean;
  outdoor: boolean;
  from: string;
  blurb: string;
  /** A ceremony-only space: its `seated` are ceremony chairs. */
  ceremonyOnly?: boolean;
  closed?: string;
  /** Behind "Show more spaces". */
  more?: boolean;
}

export const SPACES: Space[] = [
  {
    id: 'GB',
    name: 'The Great Barn',
    seated: 180,
    standing: 250,
    licence: true,
    outdoor: false,
    from: '£6,500',
    blurb: "Oak beams, a minstrels' gallery and room for a ten-piece band.",
  },
  {
    id: 'OR',
    name: 'The Orangery',
    seated: 90,
    standing: 120,
    licence: true,
    outdoor: false,
    from: '£4,200',
    blurb: 'A glass roof, a stone floor and doors onto the terrace.',
  },
  {
    id: 'WG',
    name: 'The Walled Garden',
    seated: 150,
    standing: 0,
    licence: true,
    outdoor: true,
    from: '£1,800',
    blurb: 'Lavender borders and an arbour for daytime ceremonies.',
    ceremonyOnly: true,
  },
  {
    id: 'LR',
    name: 'The Library Room',
    seated: 40,
    standing: 60,
    licence: true,
    outdoor: false,
    from: '£1,500',
    blurb: 'Panelled walls, an open fire and a long oak table.',
  },
  {
    id: 'CB',
    name: 'The Cellar Bar',
    seated: 0,
    standing: 80,
    licence: false,
    outdoor: false,
    from: '£900',
    blurb: 'Vaulted brick ceilings and a bar of its own.',
  },
  {
    id: 'LP',
    name: 'Lakeside Pavilion',
    seated: 120,
    standing: 160,
    licence: true,
    outdoor: true,
    from: '£5,200',
    blurb: 'Glass walls over the lake and a deck for drinks.',
    closed: 'Closed for refurbishment until May 2027',
  },
  {
    id: 'CH',
    name: 'The Coach House',
    seated: 60,
    standing: 90,
    licence: false,
    outdoor: false,
    from: '£2,400',
    blurb: 'Exposed brick, a cobbled courtyard and festoon lights.',
    more: true,
  },
  {
    id: 'BL',
    name: 'The Boathouse Lawn',
    seated: 200,
    standing: 250,
    licence: false,
    outdoor: true,
    from: '£3,900',
    blurb: 'A marquee lawn down by the water, with its own generator.',
    more: true,
  },
];

/** Dates already booked, by space id. */
export const BOOKED: Record<string, string[]> = {
  GB: ['2027-06-12', '2027-06-19', '2027-07-03'],
  OR: ['2027-06-12'],
  WG: ['2027-06-19'],
  CB: ['2027-07-31'],
};

export const spaceName = (id: string) => SPACES.find((s) => s.id === id)?.name ?? id;
