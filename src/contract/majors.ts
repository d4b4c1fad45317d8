export const MAJORS = [
  { key: 'CS', name: 'Computer Science' },
  { key: 'SWE', name: 'Software Engineering' },
  { key: 'EE', name: 'Electrical Engineering' },
  { key: 'ME', name: 'Mechanical Engineering' },
  { key: 'CHE', name: 'Chemical Engineering' },
  { key: 'CE', name: 'Civil Engineering' },
  { key: 'ISE', name: 'Industrial and Systems Engineering' },
  { key: 'ACCT', name: 'Accounting' },
  { key: 'FIN', name: 'Finance' },
  { key: 'MKT', name: 'Marketing' },
  { key: 'AE', name: 'Aerospace Engineering' },
  { key: 'EEPH', name: 'Electrical Engineering and Physics' },
  { key: 'PHYS', name: 'Physics' },
  { key: 'CIE', name: 'Control and Instrumentation Engineering' },
  { key: 'MSE', name: 'Materials Science and Engineering' },
  { key: 'CHEM', name: 'Chemistry' },
  { key: 'BIOE', name: 'Bioengineering' },
  { key: 'MIS', name: 'Management Information Systems' },
  { key: 'HRM', name: 'Human Resource Management' },
  { key: 'ARE', name: 'Architectural Engineering' },
  { key: 'COE', name: 'Computer Engineering' },
  { key: 'MATH', name: 'Mathematics' },
  { key: 'AS', name: 'Actuarial Sciences and Financial Mathematics' },
  { key: 'PETE', name: 'Petroleum Engineering' },
  { key: 'GEOP', name: 'Geophysics' },
  { key: 'GEOL', name: 'Geology' },
  { key: 'MINE', name: 'Mining Engineering' },
] as const;

export type MajorKey = (typeof MAJORS)[number]['key'];

export const MAJOR_KEYS = MAJORS.map((m) => m.key) as [MajorKey, ...MajorKey[]];

const majorNames: ReadonlyMap<string, string> = new Map(MAJORS.map((m) => [m.key, m.name]));

export function isMajorKey(value: string): value is MajorKey {
  return majorNames.has(value);
}

export function majorName(key: string): string {
  return majorNames.get(key) ?? key;
}
