// What the practice organisation is made of: names, places, and its campaign / appeal / fund hierarchy.

export const PRACTICE_ENVIRONMENT_ID = 'AskwisePracticeEnvironment';
export const PRACTICE_ORGANIZATION_NAME = 'Riverbend Community Foundation (Practice)';
export const PRACTICE_ENVIRONMENT_NAME = 'Practice Environment';
export const PRACTICE_DEFAULT_CONSTITUENTS = 30_000;

export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Karen', 'Christopher', 'Sarah', 'Charles', 'Lisa', 'Daniel', 'Nancy',
  'Matthew', 'Sandra', 'Anthony', 'Betty', 'Mark', 'Ashley', 'Donald', 'Emily', 'Steven', 'Kimberly', 'Andrew', 'Margaret',
  'Paul', 'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'Timothy', 'Deborah',
  'Ronald', 'Stephanie', 'George', 'Rebecca', 'Jason', 'Sharon', 'Edward', 'Laura', 'Jeffrey', 'Cynthia', 'Ryan', 'Dorothy',
  'Jacob', 'Amy', 'Gary', 'Kathleen', 'Nicholas', 'Angela', 'Eric', 'Shirley', 'Jonathan', 'Emma', 'Stephen', 'Brenda',
  'Larry', 'Pamela', 'Justin', 'Nicole', 'Scott', 'Anna', 'Brandon', 'Samantha', 'Benjamin', 'Katherine', 'Samuel', 'Christine',
  'Gregory', 'Debra', 'Alexander', 'Rachel', 'Patrick', 'Carolyn', 'Frank', 'Janet', 'Raymond', 'Maria', 'Jack', 'Olivia',
  'Dennis', 'Heather', 'Jerry', 'Helen', 'Tyler', 'Catherine', 'Aaron', 'Diane', 'Jose', 'Julie', 'Adam', 'Victoria',
  'Nathan', 'Joyce', 'Henry', 'Lauren', 'Zachary', 'Kelly', 'Douglas', 'Christina', 'Peter', 'Ruth', 'Kyle', 'Joan',
];

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell',
  'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins',
  'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson',
  'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood',
  'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes', 'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers',
  'Long', 'Ross', 'Foster', 'Jimenez', 'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler',
];

export const STREETS = [
  'Main', 'Oak', 'Maple', 'Cedar', 'Elm', 'Pine', 'Washington', 'Lake', 'Hill', 'Park', 'Walnut', 'Sunset', 'Lincoln',
  'Jackson', 'Church', 'River', 'Highland', 'Meadow', 'Forest', 'Spring', 'Chestnut', 'Willow', 'Franklin', 'Jefferson',
];
export const STREET_SUFFIXES = ['St', 'Ave', 'Rd', 'Ln', 'Dr', 'Ct', 'Blvd', 'Way', 'Pl'];

/** Real US city / state / 3-digit zip prefixes; donors cluster near the organisation (first rows repeat). */
export const PLACES: ReadonlyArray<readonly [city: string, state: string, zipPrefix: string]> = [
  ['Springfield', 'IL', '627'], ['Springfield', 'IL', '627'], ['Springfield', 'IL', '627'], ['Chatham', 'IL', '625'],
  ['Decatur', 'IL', '625'], ['Peoria', 'IL', '616'], ['Champaign', 'IL', '618'], ['Bloomington', 'IL', '617'],
  ['Chicago', 'IL', '606'], ['Evanston', 'IL', '602'], ['Naperville', 'IL', '605'], ['St. Louis', 'MO', '631'],
  ['Columbia', 'MO', '652'], ['Indianapolis', 'IN', '462'], ['Madison', 'WI', '537'], ['Milwaukee', 'WI', '532'],
  ['Des Moines', 'IA', '503'], ['Iowa City', 'IA', '522'], ['Minneapolis', 'MN', '554'], ['Louisville', 'KY', '402'],
  ['Nashville', 'TN', '372'], ['Columbus', 'OH', '432'], ['Cleveland', 'OH', '441'], ['Detroit', 'MI', '482'],
  ['Ann Arbor', 'MI', '481'], ['Denver', 'CO', '802'], ['Phoenix', 'AZ', '850'], ['Austin', 'TX', '787'],
  ['Dallas', 'TX', '752'], ['Atlanta', 'GA', '303'], ['Tampa', 'FL', '336'], ['Charlotte', 'NC', '282'],
  ['Boston', 'MA', '021'], ['Hartford', 'CT', '061'], ['New York', 'NY', '100'], ['Philadelphia', 'PA', '191'],
  ['Baltimore', 'MD', '212'], ['Richmond', 'VA', '232'], ['Seattle', 'WA', '981'], ['Portland', 'OR', '972'],
  ['San Diego', 'CA', '921'], ['Sacramento', 'CA', '958'],
];

export const CONSTITUENT_CODES = ['Individual', 'Alumni', 'Board Member', 'Volunteer', 'Parent', 'Friend'];

export interface PracticeLevel {
  externalId: string;
  name: string;
  dateAdded: string;
}

export const PRACTICE_CAMPAIGNS: PracticeLevel[] = [
  { externalId: 'CMP-ANNUAL', name: 'Annual Fund', dateAdded: '2012-07-01' },
  { externalId: 'CMP-CAPITAL', name: 'Building the Future Capital Campaign', dateAdded: '2018-01-15' },
  { externalId: 'CMP-EVENTS', name: 'Special Events', dateAdded: '2012-07-01' },
];

export const PRACTICE_FUNDS: PracticeLevel[] = [
  { externalId: 'FND-UNRESTRICTED', name: 'Unrestricted Operating', dateAdded: '2012-07-01' },
  { externalId: 'FND-SCHOLARSHIPS', name: 'Scholarships', dateAdded: '2012-07-01' },
  { externalId: 'FND-PROGRAMS', name: 'Program Support', dateAdded: '2012-07-01' },
  { externalId: 'FND-BUILDING', name: 'Building Fund', dateAdded: '2018-01-15' },
  { externalId: 'FND-ENDOWMENT', name: 'Endowment', dateAdded: '2012-07-01' },
  { externalId: 'FND-EVENTS', name: 'Event Sponsorship', dateAdded: '2012-07-01' },
];

/** Appeals for each year of the 10-year history, plus the standing ones. */
export function practiceAppeals(firstYear: number, lastYear: number, capitalYears: readonly number[]): PracticeLevel[] {
  const appeals: PracticeLevel[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    appeals.push(
      { externalId: `APL-SPRING-${year}`, name: `Spring Appeal ${year}`, dateAdded: `${year}-02-15` },
      { externalId: `APL-YEAREND-${year}`, name: `Year-End Appeal ${year}`, dateAdded: `${year}-10-01` },
      { externalId: `APL-GALA-${year}`, name: `Spring Gala ${year}`, dateAdded: `${year}-01-10` },
      { externalId: `APL-GOLF-${year}`, name: `Golf Classic ${year}`, dateAdded: `${year}-04-01` },
    );
  }
  appeals.push(
    { externalId: 'APL-MONTHLY', name: 'Monthly Giving Circle', dateAdded: `${firstYear}-01-01` },
    { externalId: 'APL-MEMORIAL', name: 'Memorial and Tribute Gifts', dateAdded: `${firstYear}-01-01` },
    { externalId: 'APL-MATCHING', name: 'Matching Gifts', dateAdded: `${firstYear}-01-01` },
    { externalId: 'APL-CAPITAL-LEAD', name: 'Capital Campaign Leadership Gifts', dateAdded: `${capitalYears[0]}-01-15` },
    { externalId: 'APL-CAPITAL-COMMUNITY', name: 'Capital Campaign Community Phase', dateAdded: `${capitalYears[2]}-01-15` },
  );
  return appeals;
}
