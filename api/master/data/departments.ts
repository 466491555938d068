/** Departments a client contact can belong to (contacts.department_id). Ids are stable; add new ones at the end. */
export interface Department {
  id: number;
  name: string;
}

export const departments: readonly Department[] = [
  { id: 1, name: 'Learning and Development' },
  { id: 2, name: 'Training' },
  { id: 3, name: 'Human Resources' },
  { id: 4, name: 'Talent Management' },
  { id: 5, name: 'Sales' },
  { id: 6, name: 'Sales Enablement' },
  { id: 7, name: 'Marketing' },
  { id: 8, name: 'Customer Service' },
  { id: 9, name: 'Customer Success' },
  { id: 10, name: 'Operations' },
  { id: 11, name: 'Finance' },
  { id: 12, name: 'Accounting' },
  { id: 13, name: 'Information Technology' },
  { id: 14, name: 'Engineering' },
  { id: 15, name: 'Product Management' },
  { id: 16, name: 'Research and Development' },
  { id: 17, name: 'Legal' },
  { id: 18, name: 'Compliance' },
  { id: 19, name: 'Health and Safety' },
  { id: 20, name: 'Quality Assurance' },
  { id: 21, name: 'Manufacturing' },
  { id: 22, name: 'Supply Chain and Logistics' },
  { id: 23, name: 'Procurement' },
  { id: 24, name: 'Facilities' },
  { id: 25, name: 'Administration' },
  { id: 26, name: 'Communications' },
  { id: 27, name: 'Executive Leadership' },
  { id: 28, name: 'Project Management Office' },
  { id: 29, name: 'Change Management' },
  { id: 30, name: 'Other' },
];
