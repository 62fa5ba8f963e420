import { bucketLabel, defaultRange, rangeProblem } from './stats-range';

describe('the statistics range', () => {
  it('opens each period on its recent range, ending today', () => {
    // 2030-01-01 is a Tuesday; 2030-03-31 a Sunday.
    expect(defaultRange('day', '2030-01-01')).toEqual({ from: '2029-12-03', to: '2030-01-01' });
    expect(defaultRange('week', '2030-01-01')).toEqual({ from: '2029-10-15', to: '2030-01-01' });
    expect(defaultRange('week', '2030-03-31')).toEqual({ from: '2030-01-07', to: '2030-03-31' });
    expect(defaultRange('month', '2030-01-31')).toEqual({ from: '2029-02-01', to: '2030-01-31' });
  });

  it('names what is wrong with a range as typed', () => {
    expect(rangeProblem('2030-01-01', '2030-01-31')).toBeNull();
    expect(rangeProblem('2030-01-31', '2030-01-31')).toBeNull();
    expect(rangeProblem('', '2030-01-31')).toEqual({ field: 'from', message: 'Enter the first day of the range.' });
    expect(rangeProblem('2030-01-01', '')).toEqual({ field: 'to', message: 'Enter the last day of the range.' });
    expect(rangeProblem('2030-02-01', '2030-01-31')).toEqual({ field: 'from', message: 'The first day must not be after the last.' });
  });

  it('names a bucket by its UTC first day', () => {
    expect([bucketLabel('2030-01-04', 'day', 'short'), bucketLabel('2030-01-04', 'day', 'long')]).toEqual(['4 Jan', '4 Jan 2030']);
    expect([bucketLabel('2029-12-31', 'week', 'short'), bucketLabel('2029-12-31', 'week', 'long')]).toEqual(['31 Dec', 'Week of 31 Dec 2029']);
    expect([bucketLabel('2030-01-01', 'month', 'short'), bucketLabel('2030-01-01', 'month', 'long')]).toEqual(['Jan 2030', 'January 2030']);
  });
});
