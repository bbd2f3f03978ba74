/** Ashgrove Leisure Pools' sessions and the signed-in member's bookings (apps/pool.ts). Today is Wednesday 14 April 2027, 06:10. */

export interface Session {
  id: string;
  pool: 'main' | 'learner' | 'diving';
  start: string;
  end: string;
  name: string;
  where: string;
  spaces: number;
  who: 'adults' | 'all' | 'juniors';
  price: string;
}

type Row = [string, string, string, string, string, number, Session['who'], string];
const rows = (pool: Session['pool'], list: Row[]): Session[] =>
  list.map(([id, start, end, name, where, spaces, who, price]) => ({
    id,
    pool,
    start,
    end,
    name,
    where,
    spaces,
    who,
    price,
  }));

export const SESSIONS: Session[] = [
  ...rows('main', [
    ['M1', '06:30', '07:30', 'Early bird lane swim', '6 lanes: slow, medium, fast', 12, 'adults', '£5.20'],
    ['M2', '07:30', '08:30', 'Lane swim', '4 lanes', 0, 'adults', '£5.20'],
    ['M3', '09:00', '10:00', 'Public swim', 'Whole pool', 40, 'all', '£4.80'],
    ['M4', '10:00', '10:45', 'Aquafit', 'Shallow end', 3, 'adults', '£6.50'],
    ['M5', '11:00', '12:00', 'Over 50s swim', '4 lanes', 15, 'adults', '£3.90'],
    ['M6', '12:00', '13:00', 'Lunchtime lane swim', '6 lanes', 2, 'adults', '£5.20'],
    ['M7', '13:00', '14:00', 'Parent and baby', 'Shallow end', 8, 'all', '£4.00'],
    ['M8', '14:00', '15:30', 'Public swim', 'Whole pool', 35, 'all', '£4.80'],
    ['M9', '16:00', '17:00', 'Swimming lessons', 'Lanes 1–3', 0, 'juniors', '£9.00'],
    ['M10', '17:00', '18:00', 'Family fun session', 'Inflatable in the deep end', 10, 'all', '£4.80'],
    ['M11', '18:30', '19:15', 'Aquafit', 'Shallow end', 6, 'adults', '£6.50'],
    ['M12', '19:15', '20:15', 'Lane swim', '6 lanes', 9, 'adults', '£5.20'],
    ['M13', '20:15', '21:15', 'Women-only swim', 'Whole pool', 22, 'adults', '£4.80'],
    ['M14', '21:15', '22:00', 'Quiet swim', '4 lanes, no music', 14, 'adults', '£4.80'],
  ]),
  ...rows('learner', [
    ['L1', '09:00', '09:45', 'Toddler splash', 'Whole pool', 10, 'all', '£3.50'],
    ['L2', '10:00', '11:00', 'Adult beginners', 'Whole pool', 4, 'adults', '£8.00'],
    ['L3', '13:00', '14:00', 'Parent and baby', 'Whole pool', 0, 'all', '£4.00'],
    ['L4', '16:00', '17:00', 'Swimming lessons', 'Whole pool', 2, 'juniors', '£9.00'],
    ['L5', '17:30', '18:30', 'Family swim', 'Whole pool', 12, 'all', '£4.80'],
    ['L6', '19:00', '20:00', 'Adult improvers', 'Whole pool', 5, 'adults', '£8.00'],
  ]),
  ...rows('diving', [
    ['D1', '07:00', '08:00', 'Junior diving club', 'Boards and platforms', 6, 'juniors', '£7.00'],
    ['D2', '12:00', '13:00', 'Snorkel try-out', 'Whole pool', 8, 'adults', '£6.00'],
    ['D3', '16:30', '17:30', 'Springboard taster', '1 m and 3 m boards', 5, 'all', '£6.00'],
    ['D4', '18:30', '19:30', 'Adult diving club', 'Boards and platforms', 7, 'adults', '£7.00'],
  ]),
];

/** Today's sessions Nadia is already booked on. */
export const BOOKED_TODAY = ['M2', 'M11'];

// id, date, time, session, pool, who
export const BOOKINGS: [string, string, string, string, string, string][] = [
  ['b1', '2027-04-14', '07:30', 'Lane swim', 'Main pool', 'Nadia'],
  ['b2', '2027-04-14', '18:30', 'Aquafit', 'Main pool', 'Nadia'],
  ['b3', '2027-04-16', '06:30', 'Early bird lane swim', 'Main pool', 'Nadia'],
  ['b4', '2027-04-17', '09:00', 'Public swim', 'Main pool', 'Nadia, Femi'],
  ['b5', '2027-04-18', '16:30', 'Springboard taster', 'Diving pool', 'Femi'],
  ['b6', '2027-04-19', '19:15', 'Lane swim', 'Main pool', 'Nadia'],
  ['b7', '2027-04-20', '16:00', 'Swimming lessons', 'Learner pool', 'Femi'],
  ['b8', '2027-04-21', '18:30', 'Aquafit', 'Main pool', 'Nadia'],
  ['b9', '2027-04-23', '06:30', 'Early bird lane swim', 'Main pool', 'Nadia'],
  ['b10', '2027-04-24', '09:00', 'Public swim', 'Main pool', 'Nadia, Femi'],
];

export const PLANS: [string, string, number, string][] = [
  ['offpeak', 'Off-peak Swim', 24, 'Weekdays before 16:00 and after 20:00'],
  ['anytime', 'Anytime Swim', 32, 'Any public, lane or quiet swim, any day'],
  ['family', 'Family Swim', 58, 'Two adults and up to three children'],
  ['junior', 'Junior Swim', 14, 'For under-16s, with a free lesson assessment each term'],
  ['concession', 'Concession Swim', 18, 'For over-65s and disability card holders'],
];
