/**
 * The fixed vocabulary of the jobnet sandbox: places (with the network's geo ids and kinds), industries, job
 * functions and titles. Everything else the sandbox answers is derived from these and the request's identifier.
 */

export interface Place {
  geoId: string;
  displayName: string;
  type: 'COUNTRY' | 'STATE' | 'METRO' | 'CITY';
  countryCode: string;
}

export const PLACES: Place[] = [
  { geoId: '103644278', displayName: 'United States', type: 'COUNTRY', countryCode: 'US' },
  { geoId: '101165590', displayName: 'United Kingdom', type: 'COUNTRY', countryCode: 'GB' },
  { geoId: '101282230', displayName: 'Germany', type: 'COUNTRY', countryCode: 'DE' },
  { geoId: '105015875', displayName: 'France', type: 'COUNTRY', countryCode: 'FR' },
  { geoId: '101174742', displayName: 'Canada', type: 'COUNTRY', countryCode: 'CA' },
  { geoId: '102713980', displayName: 'India', type: 'COUNTRY', countryCode: 'IN' },
  { geoId: '101452733', displayName: 'Australia', type: 'COUNTRY', countryCode: 'AU' },
  { geoId: '102890719', displayName: 'Netherlands', type: 'COUNTRY', countryCode: 'NL' },
  { geoId: '105646813', displayName: 'Spain', type: 'COUNTRY', countryCode: 'ES' },
  { geoId: '102454443', displayName: 'Singapore', type: 'COUNTRY', countryCode: 'SG' },
  { geoId: '102095887', displayName: 'California, United States', type: 'STATE', countryCode: 'US' },
  { geoId: '105080838', displayName: 'New York, United States', type: 'STATE', countryCode: 'US' },
  { geoId: '102748797', displayName: 'Texas, United States', type: 'STATE', countryCode: 'US' },
  { geoId: '101630962', displayName: 'Massachusetts, United States', type: 'STATE', countryCode: 'US' },
  { geoId: '105149290', displayName: 'Ontario, Canada', type: 'STATE', countryCode: 'CA' },
  { geoId: '90000084', displayName: 'San Francisco Bay Area', type: 'METRO', countryCode: 'US' },
  { geoId: '90000070', displayName: 'New York City Metropolitan Area', type: 'METRO', countryCode: 'US' },
  { geoId: '90009496', displayName: 'London Area, United Kingdom', type: 'METRO', countryCode: 'GB' },
  { geoId: '90000049', displayName: 'Greater Boston', type: 'METRO', countryCode: 'US' },
  { geoId: '90000097', displayName: 'Greater Seattle Area', type: 'METRO', countryCode: 'US' },
  { geoId: '90009551', displayName: 'Greater Paris Metropolitan Region', type: 'METRO', countryCode: 'FR' },
  { geoId: '102277331', displayName: 'San Francisco, California, United States', type: 'CITY', countryCode: 'US' },
  { geoId: '105214831', displayName: 'Bengaluru, Karnataka, India', type: 'CITY', countryCode: 'IN' },
  { geoId: '102257491', displayName: 'London, England, United Kingdom', type: 'CITY', countryCode: 'GB' },
  { geoId: '106967730', displayName: 'Berlin, Berlin, Germany', type: 'CITY', countryCode: 'DE' },
  { geoId: '106383538', displayName: 'Paris, Île-de-France, France', type: 'CITY', countryCode: 'FR' },
  { geoId: '100025096', displayName: 'Toronto, Ontario, Canada', type: 'CITY', countryCode: 'CA' },
  { geoId: '104769905', displayName: 'Sydney, New South Wales, Australia', type: 'CITY', countryCode: 'AU' },
  { geoId: '102571732', displayName: 'New York, New York, United States', type: 'CITY', countryCode: 'US' },
  { geoId: '104116203', displayName: 'Seattle, Washington, United States', type: 'CITY', countryCode: 'US' },
  { geoId: '102380872', displayName: 'Boston, Massachusetts, United States', type: 'CITY', countryCode: 'US' },
  { geoId: '104472866', displayName: 'Austin, Texas, United States', type: 'CITY', countryCode: 'US' },
  { geoId: '102011674', displayName: 'Amsterdam, North Holland, Netherlands', type: 'CITY', countryCode: 'NL' },
  { geoId: '100994331', displayName: 'Madrid, Community of Madrid, Spain', type: 'CITY', countryCode: 'ES' },
  { geoId: '100364837', displayName: 'Munich, Bavaria, Germany', type: 'CITY', countryCode: 'DE' },
  { geoId: '103291313', displayName: 'Singapore, Singapore', type: 'CITY', countryCode: 'SG' },
];

/** The cities offices and jobs are placed in. */
export const CITIES = PLACES.filter((p) => p.type === 'CITY');

export const INDUSTRIES = [
  'Software Development',
  'IT Services and IT Consulting',
  'Financial Services',
  'Hospitals and Health Care',
  'Retail',
  'Manufacturing',
  'Advertising Services',
  'Higher Education',
  'Biotechnology Research',
  'Logistics, Transportation and Supply Chain',
];

export const COMPANY_TYPES = ['PUBLIC_COMPANY', 'PRIVATELY_HELD', 'PRIVATELY_HELD', 'PRIVATELY_HELD', 'NON_PROFIT', 'PARTNERSHIP'];

/** The network's staff count ranges. */
export const SIZE_RANGES: [number, number | null][] = [
  [2, 10],
  [11, 50],
  [51, 200],
  [201, 500],
  [501, 1000],
  [1001, 5000],
  [5001, 10000],
  [10001, null],
];

export const SPECIALTIES = [
  'cloud infrastructure',
  'data analytics',
  'machine learning',
  'payments',
  'customer success',
  'supply chain',
  'digital marketing',
  'cybersecurity',
  'mobile apps',
  'clinical research',
  'e-commerce',
  'developer tools',
];

/** Job functions with the titles posted under them. */
export const FUNCTIONS: { name: string; titles: string[] }[] = [
  {
    name: 'Engineering',
    titles: ['Software Engineer', 'Backend Engineer', 'Frontend Engineer', 'Site Reliability Engineer', 'Data Engineer', 'Engineering Manager'],
  },
  { name: 'Information Technology', titles: ['Systems Administrator', 'IT Support Specialist', 'Cloud Architect', 'Security Analyst'] },
  { name: 'Sales', titles: ['Account Executive', 'Sales Development Representative', 'Enterprise Account Manager', 'Head of Sales'] },
  { name: 'Marketing', titles: ['Product Marketing Manager', 'Growth Marketer', 'Content Strategist', 'Brand Manager'] },
  { name: 'Product Management', titles: ['Product Manager', 'Senior Product Manager', 'Technical Product Owner'] },
  { name: 'Operations', titles: ['Operations Analyst', 'Business Operations Manager', 'Program Manager'] },
  { name: 'Finance', titles: ['Financial Analyst', 'Accountant', 'FP&A Manager', 'Controller'] },
  { name: 'Human Resources', titles: ['Recruiter', 'People Partner', 'Talent Acquisition Lead'] },
  { name: 'Design', titles: ['Product Designer', 'UX Researcher', 'Visual Designer'] },
  { name: 'Customer Success and Support', titles: ['Customer Success Manager', 'Support Engineer', 'Implementation Specialist'] },
];

export const NAME_WORDS = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Tailspin',
  'Litware',
  'Proseware',
  'Adatum',
  'Lucerne',
  'Wingtip',
  'Fourth Coffee',
  'Alpine',
  'Blue Yonder',
  'Coho',
  'Margie',
  'Trey',
  'Wide World',
];
export const NAME_ENDS = ['Labs', 'Systems', 'Group', 'Health', 'Analytics', 'Logistics', 'Software', 'Partners', 'Energy', 'Bank'];
