/** The named demo accounts. docs/demo-accounts.md lists them; every one signs in with demoPassword. */
import type { trustBadges } from '#domain/constants.ts';

export const demoPassword = 'Demo#2026pass';

type ProfileStatus = 0 | 1 | 2 | 3;
type TrustBadge = keyof typeof trustBadges;

export interface DemoRole {
  role: string;
  skills: readonly string[];
  rateType: 'Hourly' | 'Daily' | 'Per Minute' | 'Per Word' | 'Flat';
  rateMin: number;
  rateMax: number;
  startYear: number;
  isTechnicalInstructor?: boolean;
  isSoftSkillInstructor?: boolean;
}

export interface DemoTalent {
  email: string;
  firstName: string;
  lastName: string;
  profileStatus: ProfileStatus;
  trustBadge?: TrustBadge;
  /** A signed Independent Contractor Agreement. */
  icaSigned: boolean;
  headline: string;
  city: string;
  stateCode: string;
  roles: readonly DemoRole[];
  industries: readonly string[];
  /** First-time talent: the welcome splash is still due and the profile wizard unfinished. */
  firstTime?: boolean;
  /** Wizard unfinished; the login returns to this page. */
  lastVisitedPage?: string;
  forceChangePassword?: boolean;
  showTrainerRole?: boolean;
}

const trainer = (skills: readonly string[], rateMin: number, rateMax: number, startYear: number): DemoRole => ({
  role: 'Trainer',
  skills,
  rateType: 'Daily',
  rateMin,
  rateMax,
  startYear,
  isTechnicalInstructor: true,
  isSoftSkillInstructor: true,
});

export const demoTalent: readonly DemoTalent[] = [
  {
    email: 'talent.good@demo.example',
    firstName: 'Maya',
    lastName: 'Chen',
    profileStatus: 1,
    trustBadge: 'V',
    icaSigned: true,
    headline: 'Microsoft 365 and Power BI trainer for finance teams',
    city: 'Austin',
    stateCode: 'TX',
    roles: [trainer(['Microsoft Excel', 'Power BI', 'Microsoft 365', 'Presentation Skills'], 850, 1200, 2014)],
    industries: ['Banking and Financial Services', 'Insurance'],
  },
  {
    email: 'talent.better@demo.example',
    firstName: 'Daniel',
    lastName: 'Okafor',
    profileStatus: 2,
    trustBadge: 'Q',
    icaSigned: true,
    headline: 'Instructional designer and Storyline developer',
    city: 'Raleigh',
    stateCode: 'NC',
    roles: [
      {
        role: 'Instructional Designer',
        skills: ['ADDIE Model', 'Needs Analysis', 'Storyboarding', 'Articulate Storyline'],
        rateType: 'Hourly',
        rateMin: 75,
        rateMax: 110,
        startYear: 2012,
      },
      {
        role: 'eLearning Developer',
        skills: ['Articulate Storyline', 'Articulate Rise 360', 'SCORM'],
        rateType: 'Hourly',
        rateMin: 70,
        rateMax: 95,
        startYear: 2015,
      },
    ],
    industries: ['Healthcare', 'Pharmaceuticals and Life Sciences'],
  },
  {
    email: 'talent.best@demo.example',
    firstName: 'Sofia',
    lastName: 'Martinez',
    profileStatus: 3,
    trustBadge: 'CT',
    icaSigned: true,
    headline: 'Certified trainer and instructional designer: leadership, change and cybersecurity awareness',
    city: 'Denver',
    stateCode: 'CO',
    roles: [
      trainer(['Change Management', 'Emotional Intelligence', 'Cybersecurity Awareness', 'Presentation Skills', 'Power BI'], 1100, 1600, 2008),
      {
        role: 'Facilitator',
        skills: ['Difficult Conversations', 'Coaching Skills', 'Design Thinking'],
        rateType: 'Daily',
        rateMin: 1000,
        rateMax: 1400,
        startYear: 2010,
        isSoftSkillInstructor: true,
      },
    ],
    industries: ['Healthcare', 'Manufacturing', 'Government'],
  },
  {
    email: 'talent.incomplete@demo.example',
    firstName: 'Liam',
    lastName: 'Walsh',
    profileStatus: 0,
    icaSigned: false,
    headline: 'Sales trainer',
    city: 'Boston',
    stateCode: 'MA',
    roles: [trainer(['Consultative Selling'], 600, 900, 2019)],
    industries: [],
    lastVisitedPage: '/profile/roles',
  },
  {
    email: 'talent.noica@demo.example',
    firstName: 'Priya',
    lastName: 'Raman',
    profileStatus: 1,
    icaSigned: false,
    headline: 'SAP S/4HANA end-user trainer',
    city: 'Houston',
    stateCode: 'TX',
    roles: [trainer(['SAP S/4HANA', 'SAP Ariba'], 900, 1300, 2013)],
    industries: ['Energy and Utilities', 'Manufacturing'],
  },
  {
    email: 'talent.new@demo.example',
    firstName: 'Noah',
    lastName: 'Fischer',
    profileStatus: 0,
    icaSigned: false,
    headline: '',
    city: 'Portland',
    stateCode: 'OR',
    roles: [],
    industries: [],
    firstTime: true,
  },
  {
    email: 'talent.rolesplit@demo.example',
    firstName: 'Grace',
    lastName: 'Kim',
    profileStatus: 2,
    trustBadge: 'Q',
    icaSigned: true,
    headline: 'Instructional designer and developer (role split pending)',
    city: 'Seattle',
    stateCode: 'WA',
    roles: [
      {
        role: 'Instructional Designer / Developer',
        skills: ['ADDIE Model', 'Articulate Storyline', 'SCORM'],
        rateType: 'Hourly',
        rateMin: 65,
        rateMax: 90,
        startYear: 2016,
      },
    ],
    industries: ['Information Technology'],
    showTrainerRole: true,
  },
  {
    email: 'talent.forcechange@demo.example',
    firstName: 'Omar',
    lastName: 'Haddad',
    profileStatus: 1,
    icaSigned: true,
    headline: 'Agile and Scrum trainer',
    city: 'Phoenix',
    stateCode: 'AZ',
    roles: [trainer(['Agile Scrum', 'ITIL 4'], 800, 1100, 2015)],
    industries: ['Information Technology', 'Telecommunications'],
    forceChangePassword: true,
  },
];

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
}

export const demoAgency = {
  name: 'Brightpath Learning Partners',
  city: 'Minneapolis',
  stateCode: 'MN',
  owner: { email: 'agency.owner@demo.example', firstName: 'Hannah', lastName: 'Brooks' },
  member: { email: 'agency.member@demo.example', firstName: 'Marcus', lastName: 'Lee' },
} as const;

export interface DemoCompany {
  name: string;
  city: string;
  stateCode: string;
  website: string;
  admin: DemoPerson;
  standard: DemoPerson;
  /** A second administrator signing in for the first time (welcome splash still due). */
  newAdmin?: DemoPerson;
  /** Contacts without an account: one invited (P), one deactivated (I). */
  invited?: DemoPerson;
  inactive?: DemoPerson;
}

export const demoCompanies: readonly DemoCompany[] = [
  {
    name: 'Northwind Learning Group',
    city: 'Chicago',
    stateCode: 'IL',
    website: 'https://northwind.demo.example',
    admin: { email: 'client.admin@demo.example', firstName: 'Olivia', lastName: 'Grant' },
    standard: { email: 'client.standard@demo.example', firstName: 'Ethan', lastName: 'Price' },
    invited: { email: 'invited.contact@demo.example', firstName: 'Ava', lastName: 'Turner' },
    inactive: { email: 'inactive.contact@demo.example', firstName: 'Ryan', lastName: 'Cole' },
  },
  {
    name: 'Bluepeak Health Systems',
    city: 'Denver',
    stateCode: 'CO',
    website: 'https://bluepeak.demo.example',
    admin: { email: 'client2.admin@demo.example', firstName: 'Isabella', lastName: 'Moore' },
    standard: { email: 'client2.standard@demo.example', firstName: 'James', lastName: 'Wright' },
    newAdmin: { email: 'client.new@demo.example', firstName: 'Chloe', lastName: 'Adams' },
  },
  {
    name: 'Cobalt Freight & Logistics',
    city: 'Atlanta',
    stateCode: 'GA',
    website: 'https://cobalt.demo.example',
    admin: { email: 'client3.admin@demo.example', firstName: 'Benjamin', lastName: 'Scott' },
    standard: { email: 'client3.standard@demo.example', firstName: 'Zoe', lastName: 'Bennett' },
  },
];

/** Client contacts without a company (web role 3): one has not asked to join one, one waits for approval at Northwind. */
export const demoContactWithoutCompany: DemoPerson = { email: 'contact.nocompany@demo.example', firstName: 'Lucas', lastName: 'Hall' };
export const demoContactPendingRequest: DemoPerson = { email: 'contact.pending@demo.example', firstName: 'Mia', lastName: 'Evans' };

/** Generated talent for the talent pool and proposals: talent.pool01@demo.example … */
export const demoPoolSize = 24;
export const poolEmail = (n: number) => `talent.pool${String(n).padStart(2, '0')}@demo.example`;
