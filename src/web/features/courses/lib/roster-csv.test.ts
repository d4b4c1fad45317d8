import { describe, expect, it } from 'vitest';
import { rosterOfOne } from './roster-csv.ts';

describe('rosterOfOne', () => {
  it('writes the header and the student, quoting a cell with a comma or a quote', () => {
    expect(
      rosterOfOne({ email: 'a@uni.test', name: 'Salem, "Noor"', gender: 'female', major: 'CS' }),
    ).toBe('email,name,gender,major\r\na@uni.test,"Salem, ""Noor""",female,CS\r\n');
  });

  it('leaves plain cells as they are, Arabic included', () => {
    expect(
      rosterOfOne({ email: 'b@uni.test', name: 'نور سالم', gender: 'male', major: 'EE' }),
    ).toBe('email,name,gender,major\r\nb@uni.test,نور سالم,male,EE\r\n');
  });
});
